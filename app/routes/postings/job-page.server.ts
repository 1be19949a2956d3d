import { getDb } from "~/db/client.server";
import { type RequestArgs, viewerOf } from "~/features/accounts/viewer.server";
import { hasFavorite } from "~/features/favorites/favorites.server";
import { listAttachablePortfolio } from "~/features/postings/attachable-portfolio.server";
import { getJob } from "~/features/postings/kinds/job/list-jobs.server";
import { myApplicationTo } from "~/features/postings/my-application.server";
import { countApplicants } from "~/features/postings/posting-applications.server";
import { requestUrls } from "~/lib/request-urls.server";
import { serialId } from "~/lib/serial-ids";
import { notFound } from "~/routes/errors/not-found-reply.server";

/**
 * One job for its page, at /jobs/{id} and at /jobs?id={id} (the address of
 * spec part 1, section 2; the first is canonical). An id that names no job is
 * a 404. Route code, not a route: app/routes.ts does not list it.
 */
export async function jobPageData({ request, context }: RequestArgs, idText: string | null | undefined) {
  const id = serialId(idText);
  const db = getDb();
  const viewer = viewerOf(context);
  const now = new Date();
  const found = id === null ? null : await getJob(db, id, viewer?.id ?? null, now);
  if (!found) throw await notFound(request, "Job not found");
  const { posterId, ...job } = found;
  const mine = viewer !== null && posterId === viewer.id;
  const { origin } = requestUrls(request);
  const [myApplication, applicantCount, saved, portfolio] = await Promise.all([
    myApplicationTo(db, viewer?.id ?? null, { kind: "job", id: job.id }),
    mine ? countApplicants(db, { kind: "job", id: job.id }) : null,
    viewer ? hasFavorite(db, viewer.id, "job", String(job.id)) : false,
    // What the Apply form offers to attach.
    viewer && !mine ? listAttachablePortfolio(db, viewer.id) : [],
  ]);
  return {
    kind: "job" as const,
    urls: { origin, canonical: `${origin}/jobs/${job.id}` },
    job: { ...job, mine, applicantCount },
    myApplication,
    now: now.toISOString(),
    signedIn: viewer !== null,
    saved,
    portfolio,
  };
}
