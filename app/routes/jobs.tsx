import { Plus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { getDb } from "~/db/client.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { favoriteKeysFor } from "~/features/favorites/favorites.server";
import { JobsPage } from "~/features/jobs/components/jobs-page";
import { parseJobQuery } from "~/features/jobs/job-filters";
import { jobMeta, jobsListMeta } from "~/features/jobs/job-meta";
import { jobStats, listJobs } from "~/features/jobs/list-jobs.server";
import { requestUrls } from "~/lib/request-urls.server";
import type { Route } from "./+types/jobs";
import { JobView } from "./job";
import { jobPageData } from "./job-page.server";

/**
 * Jobs (spec part 1): the list with its search, filters and category tabs,
 * every part in the URL; or, given ?id=, that one job alone.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (params.has("id")) return { view: "one" as const, ...(await jobPageData(request, params.get("id"))) };

  const db = getDb();
  const query = parseJobQuery(params);
  const viewer = await getCurrentUser(request);
  const now = new Date();
  const [list, stats, savedKeys] = await Promise.all([
    listJobs(db, query, now),
    jobStats(db, now),
    viewer ? favoriteKeysFor(db, viewer.id) : [],
  ]);
  return {
    view: "list" as const,
    urls: requestUrls(request),
    query,
    ...list,
    stats,
    savedIds: savedKeys.filter((key) => key.startsWith("job:")).map((key) => key.slice("job:".length)),
    now: now.toISOString(),
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data?.view === "one" ? jobMeta(data) : jobsListMeta(data);

export default function Jobs({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "one") return <JobView {...loaderData} />;
  const saved = new Set(loaderData.savedIds);
  return (
    <JobsPage
      {...loaderData}
      postJob={
        <Button asChild variant="hero" size="lg">
          <Link to="/jobs/create">
            <Plus className="size-4" aria-hidden /> Post a Job
          </Link>
        </Button>
      }
      cardActions={(job) => (
        <FavoriteButton
          kind="job"
          itemId={String(job.id)}
          initialSaved={saved.has(String(job.id))}
          label={job.title}
        />
      )}
    />
  );
}
