import { ShareButton } from "~/components/share-button";
import { APPLICATION_MESSAGES } from "~/features/applications/application-messages";
import {
  applyToAudition,
  withdrawAuditionApplication,
} from "~/features/auditions/audition-applications.server";
import { AUDITION_MESSAGES } from "~/features/auditions/audition-messages";
import { auditionMeta } from "~/features/auditions/audition-meta";
import { AuditionDetail } from "~/features/auditions/components/audition-detail";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { ReportButton } from "~/features/reports/components/report-button";
import { SHARE_PAYLOADS } from "~/lib/share";
import { auditionPageData } from "~/routes/postings/audition-page.server";
import { postingAction } from "~/routes/postings/posting-action.server";
import type { Route } from "./+types/audition";

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  auditionPageData({ request, context }, params.id);

/** Apply, withdraw, report, close or fill (app/routes/posting-action.server.ts). */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  postingAction({ request, context }, params.id, {
    kind: "audition",
    apply: applyToAudition,
    withdraw: withdrawAuditionApplication,
    messages: {
      ...AUDITION_MESSAGES,
      closed: APPLICATION_MESSAGES.closed,
      filled: APPLICATION_MESSAGES.filled,
    },
  });

export const meta: Route.MetaFunction = ({ loaderData }) => auditionMeta(loaderData);

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
