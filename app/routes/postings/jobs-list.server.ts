import { z } from "zod";
import { getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import { type RequestArgs, viewerOf } from "~/features/accounts/viewer.server";
import { savedIdsFor } from "~/features/favorites/favorites.server";
import { getJobAlert, setJobAlert } from "~/features/postings/kinds/job/job-alerts.server";
import { JOB_FILTER_CODEC, JOB_LIST_LIMIT } from "~/features/postings/kinds/job/job-filters";
import { JOB_MESSAGES } from "~/features/postings/kinds/job/job-messages";
import { jobStats, listJobsForPage } from "~/features/postings/kinds/job/list-jobs.server";
import { intent, intentAction, NO_FIELDS } from "~/lib/form-intents.server";
import { requestUrls } from "~/lib/request-urls.server";
import { shownCards } from "~/lib/shown-cards";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";
import { jobPageData } from "./job-page.server";

/**
 * Jobs (spec part 1): the list with its search, filters and category tabs,
 * every part in the URL; or, given ?id=, that one job alone. Route code, not
 * a route.
 */
export async function jobsListData({ request, context }: RequestArgs, url: URL) {
  const params = url.searchParams;
  if (params.has("id"))
    return { view: "one" as const, ...(await jobPageData({ request, context }, params.get("id"))) };

  const db = getDb();
  const query = JOB_FILTER_CODEC.parse(params);
  const viewer = viewerOf(context);
  const now = new Date();
  const [list, stats, savedIds, alert] = await Promise.all([
    listJobsForPage(db, query, shownCards(params, JOB_LIST_LIMIT), viewer?.id ?? null),
    jobStats(db),
    viewer ? savedIdsFor(db, viewer.id, "job") : [],
    viewer ? getJobAlert(db, viewer.id) : null,
  ]);
  return {
    kind: "job" as const,
    view: "list" as const,
    urls: requestUrls(request),
    query,
    ...list,
    stats,
    savedIds,
    now: now.toISOString(),
    signedIn: viewer !== null,
    alert,
  };
}

/** The job notifications toggle: on saves the filters in force (sent as the list's query string), off removes them. */
export const jobAlertAction = intentAction({
  "alert-on": intent({
    guard: guards.verifiedMember,
    schema: z.object({
      search: z.string({ error: UNREADABLE_FORM_MESSAGE }).max(2000, UNREADABLE_FORM_MESSAGE),
    }),
    run: async ({ search }, user) => {
      await setJobAlert(getDb(), user.id, JOB_FILTER_CODEC.parse(new URLSearchParams(search)));
      return { message: JOB_MESSAGES.alertsOn };
    },
  }),
  "alert-off": intent({
    guard: guards.verifiedMember,
    schema: NO_FIELDS,
    run: async (_input, user) => {
      await setJobAlert(getDb(), user.id, null);
      return { message: JOB_MESSAGES.alertsOff };
    },
  }),
});
