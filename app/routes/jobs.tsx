import { data, Link } from "react-router";
import { ShareButton } from "~/components/share-button";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { getDb } from "~/db/client.server";
import { verifiedMemberOf, viewerOf } from "~/features/accounts/viewer.server";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { favoriteKeysFor } from "~/features/favorites/favorites.server";
import { JobAlertToggle } from "~/features/jobs/components/job-alert-toggle";
import { JobsPage } from "~/features/jobs/components/jobs-page";
import { getJobAlert, setJobAlert } from "~/features/jobs/job-alerts.server";
import { JOB_LIST_LIMIT, parseJobQuery } from "~/features/jobs/job-filters";
import { JOB_MESSAGES } from "~/features/jobs/job-messages";
import { jobMeta, jobsListMeta } from "~/features/jobs/job-meta";
import { jobStats, listJobsForPage } from "~/features/jobs/list-jobs.server";
import { readFormData } from "~/lib/http.server";
import { requestUrls } from "~/lib/request-urls.server";
import { SHARE_PAYLOADS } from "~/lib/share";
import { shownCards } from "~/lib/shown-cards";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";
import { jobPageData } from "~/routes/postings/job-page.server";
import type { Route } from "./+types/jobs";
import { JobView } from "./job";

/**
 * Jobs (spec part 1): the list with its search, filters and category tabs,
 * every part in the URL; or, given ?id=, that one job alone.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  if (params.has("id"))
    return { view: "one" as const, ...(await jobPageData({ request, context }, params.get("id"))) };

  const db = getDb();
  const query = parseJobQuery(params);
  const viewer = viewerOf(context);
  const now = new Date();
  const [list, stats, savedKeys, alert] = await Promise.all([
    listJobsForPage(db, query, shownCards(params, JOB_LIST_LIMIT)),
    jobStats(db),
    viewer ? favoriteKeysFor(db, viewer.id) : [],
    viewer ? getJobAlert(db, viewer.id) : null,
  ]);
  return {
    view: "list" as const,
    urls: requestUrls(request),
    query,
    ...list,
    stats,
    savedIds: savedKeys.filter((key) => key.startsWith("job:")).map((key) => key.slice("job:".length)),
    now: now.toISOString(),
    signedIn: viewer !== null,
    alert,
  };
}

/** The job notifications toggle: on saves the filters in force (sent as the list's query string), off removes them. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = verifiedMemberOf(context);
  const form = await readFormData(request);
  const intent = form.get("intent");
  const search = form.get("search");
  if (intent === "alert-on" && typeof search === "string") {
    await setJobAlert(getDb(), user.id, parseJobQuery(new URLSearchParams(search.slice(0, 2000))));
    return { ok: true, message: JOB_MESSAGES.alertsOn };
  }
  if (intent === "alert-off") {
    await setJobAlert(getDb(), user.id, null);
    return { ok: true, message: JOB_MESSAGES.alertsOff };
  }
  return data({ ok: false, message: UNREADABLE_FORM_MESSAGE }, 400);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.view === "one" ? jobMeta(loaderData) : jobsListMeta(loaderData);

export default function Jobs({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "one") return <JobView {...loaderData} />;
  const saved = new Set(loaderData.savedIds);
  return (
    <JobsPage
      {...loaderData}
      alertToggle={
        <JobAlertToggle query={loaderData.query} alert={loaderData.alert} signedIn={loaderData.signedIn} />
      }
      postJob={
        <Button asChild variant="hero" size="lg">
          <Link to="/jobs/create">
            <Icon name="plus" className="size-4" /> Post a Job
          </Link>
        </Button>
      }
      cardActions={(job) => (
        <>
          <FavoriteButton
            kind="job"
            itemId={String(job.id)}
            initialSaved={saved.has(String(job.id))}
            label={job.title}
          />
          <ShareButton payload={(origin) => SHARE_PAYLOADS.job(origin, job)} label={job.title} />
        </>
      )}
    />
  );
}
