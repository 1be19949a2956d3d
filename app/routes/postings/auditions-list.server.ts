import { getDb } from "~/db/client.server";
import { type RequestArgs, viewerOf } from "~/features/accounts/viewer.server";
import { savedIdsFor } from "~/features/favorites/favorites.server";
import {
  AUDITION_FILTER_CODEC,
  AUDITION_LIST_LIMIT,
} from "~/features/postings/kinds/audition/audition-filters";
import {
  countUpcomingAuditions,
  listAuditions,
} from "~/features/postings/kinds/audition/list-auditions.server";
import { requestUrls } from "~/lib/request-urls.server";
import { shownCards } from "~/lib/shown-cards";
import { auditionPageData } from "./audition-page.server";

/**
 * Auditions (spec part 1): the list with its search, filters, stat tiles and
 * tabs, every part in the URL; or, given ?id=, that one audition alone.
 * Route code, not a route.
 */
export async function auditionsListData({ request, context }: RequestArgs, url: URL) {
  const params = url.searchParams;
  if (params.has("id"))
    return { view: "one" as const, ...(await auditionPageData({ request, context }, params.get("id"))) };

  const db = getDb();
  const query = AUDITION_FILTER_CODEC.parse(params);
  const viewer = viewerOf(context);
  const now = new Date();
  const [list, stats, savedIds] = await Promise.all([
    listAuditions(db, query, viewer?.id ?? null, { limit: shownCards(params, AUDITION_LIST_LIMIT) }),
    countUpcomingAuditions(db, now),
    viewer ? savedIdsFor(db, viewer.id, "audition") : [],
  ]);
  return {
    kind: "audition" as const,
    view: "list" as const,
    urls: requestUrls(request),
    query,
    ...list,
    stats,
    savedIds,
    now: now.toISOString(),
    signedIn: viewer !== null,
  };
}
