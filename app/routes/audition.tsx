import { data } from "react-router";
import { ShareButton } from "~/components/share-button";
import { getDb } from "~/db/client.server";
import { requireVerifiedUser } from "~/features/accounts/session.server";
import { readApplicationForm } from "~/features/applications/application-form";
import { APPLICATION_MESSAGES } from "~/features/applications/application-messages";
import { closePosting } from "~/features/applications/close-posting.server";
import {
  applyToAudition,
  withdrawAuditionApplication,
} from "~/features/auditions/audition-applications.server";
import { AUDITION_MESSAGES } from "~/features/auditions/audition-messages";
import { auditionMeta } from "~/features/auditions/audition-meta";
import { AuditionDetail } from "~/features/auditions/components/audition-detail";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { ReportButton } from "~/features/reports/components/report-button";
import { REPORT_MESSAGES, reportFromForm } from "~/features/reports/report-subject.server";
import { readFormData } from "~/lib/http.server";
import { serialId } from "~/lib/serial-ids";
import { messageReply } from "~/lib/service-error-reply.server";
import { SHARE_PAYLOADS } from "~/lib/share";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";
import type { Route } from "./+types/audition";
import { auditionPageData } from "./audition-page.server";
import { notFound } from "./not-found-reply.server";

export const loader = ({ request, params }: Route.LoaderArgs) => auditionPageData(request, params.id);

/**
 * Apply with an optional note, or withdraw one's own application; report it
 * to staff; the poster closes it or marks it filled.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireVerifiedUser(request);
  const id = serialId(params.id);
  if (id === null) throw await notFound(request, "Audition not found");
  const form = await readFormData(request);
  const intent = form.get("intent");
  try {
    if (intent === "apply") {
      const read = readApplicationForm(form);
      if (!read.ok) return data({ ok: false, message: read.message }, 400);
      await applyToAudition(getDb(), user.id, id, read.input);
      return { ok: true, message: AUDITION_MESSAGES.applied };
    }
    if (intent === "withdraw") {
      await withdrawAuditionApplication(getDb(), user.id, id);
      return { ok: true, message: AUDITION_MESSAGES.withdrawn };
    }
    if (intent === "report") {
      await reportFromForm(getDb(), user.id, { kind: "audition", id }, form);
      return { ok: true, message: REPORT_MESSAGES.sent };
    }
    if (intent === "close" || intent === "fill") {
      await closePosting(getDb(), user.id, { kind: "audition", id }, intent === "fill" ? "filled" : "closed");
      return {
        ok: true,
        message: intent === "fill" ? APPLICATION_MESSAGES.filled : APPLICATION_MESSAGES.closed,
      };
    }
  } catch (thrown) {
    return messageReply(thrown);
  }
  return data({ ok: false, message: UNREADABLE_FORM_MESSAGE }, 400);
}

export const meta: Route.MetaFunction = ({ data }) => auditionMeta(data);

export default function Audition({ loaderData }: Route.ComponentProps) {
  return <AuditionView {...loaderData} />;
}

/** The audition's page; /auditions?id= draws the same. */
export function AuditionView({
  audition,
  now,
  signedIn,
  saved,
  portfolio,
}: Awaited<ReturnType<typeof auditionPageData>>) {
  return (
    <AuditionDetail
      audition={audition}
      now={now}
      signedIn={signedIn}
      portfolio={portfolio}
      actions={
        <>
          <FavoriteButton
            kind="audition"
            itemId={String(audition.id)}
            initialSaved={saved}
            label={audition.title}
          />
          <ShareButton
            payload={(origin) => SHARE_PAYLOADS.audition(origin, audition)}
            label={audition.title}
          />
        </>
      }
      report={
        signedIn && !audition.mine ? (
          <ReportButton action={`/auditions/${audition.id}`} what="this audition" />
        ) : null
      }
    />
  );
}
