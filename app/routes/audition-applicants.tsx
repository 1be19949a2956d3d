import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { getCurrentUser, loginUrlFor, requireVerifiedUser } from "~/features/accounts/session.server";
import { parseApplicantFilter } from "~/features/applications/applicant-filter";
import { APPLICATION_MESSAGES } from "~/features/applications/application-messages";
import {
  AUDITION_POSTER_STATUSES,
  type AuditionPosterStatus,
} from "~/features/applications/application-status";
import {
  listAuditionApplicants,
  setAuditionApplicantStatus,
} from "~/features/applications/audition-applicants.server";
import { ApplicantsPage } from "~/features/applications/components/applicants-page";
import { readFormData } from "~/lib/http.server";
import { pageMeta } from "~/lib/seo";
import { serialId, serialIds } from "~/lib/serial-ids";
import { messageReply, serviceErrorOf } from "~/lib/service-error-reply.server";
import type { Route } from "./+types/audition-applicants";
import { notFound } from "./not-found-reply.server";

/** A bulk change names at most this many applications; more is not a person clicking. */
const MAX_BULK = 500;

/**
 * An audition's applicants, for its poster only: anyone else, signed in or
 * not, gets the same 404 as for an audition that does not exist.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getCurrentUser(request);
  if (!viewer) throw redirect(loginUrlFor(request));
  const id = serialId(params.id);
  if (id === null) throw await notFound(request, "Audition not found");
  const filter = parseApplicantFilter(new URL(request.url).searchParams);
  try {
    const page = await listAuditionApplicants(getDb(), viewer.id, id, filter);
    return { ...page, filter, now: new Date().toISOString() };
  } catch (thrown) {
    if (serviceErrorOf(thrown).code === "not_found") throw await notFound(request, "Audition not found");
    throw thrown;
  }
}

/** Sets one status on the chosen applications (one from a row, several from the bulk bar). */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireVerifiedUser(request);
  const id = serialId(params.id);
  if (id === null) throw await notFound(request, "Audition not found");
  const form = await readFormData(request);
  const status = form.get("status");
  if (typeof status !== "string" || !(AUDITION_POSTER_STATUSES as readonly string[]).includes(status)) {
    return data({ ok: false, message: APPLICATION_MESSAGES.chooseStatus }, 400);
  }
  const chosen = form.getAll("application").filter((value): value is string => typeof value === "string");
  if (chosen.length > MAX_BULK) return data({ ok: false, message: APPLICATION_MESSAGES.notFound }, 400);
  try {
    const changed = await setAuditionApplicantStatus(
      getDb(),
      user.id,
      id,
      serialIds(chosen),
      status as AuditionPosterStatus,
    );
    return { ok: true, message: APPLICATION_MESSAGES.updated(changed) };
  } catch (thrown) {
    return messageReply(thrown);
  }
}

// Private to the poster: never indexed.
export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta({
    title: `Applicants${data ? `: ${data.audition.title}` : ""} | Rangmanch`,
    description: "The people who applied to your audition.",
  }),
  { name: "robots", content: "noindex" },
];

export default function AuditionApplicants({ loaderData }: Route.ComponentProps) {
  return <ApplicantsPage {...loaderData} />;
}
