import { getDb } from "~/db/client.server";
import { viewerOf } from "~/features/accounts/viewer.server";
import { AUDITION_LIST_LIMIT, parseAuditionQuery } from "~/features/auditions/audition-filters";
import { auditionMeta, auditionsListMeta } from "~/features/auditions/audition-meta";
import { auditionStatus } from "~/features/auditions/audition-status";
import { AuditionsPage } from "~/features/auditions/components/auditions-page";
import { countUpcomingAuditions, listAuditions } from "~/features/auditions/list-auditions.server";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { favoriteKeysFor } from "~/features/favorites/favorites.server";
import { requestUrls } from "~/lib/request-urls.server";
import { shownCards } from "~/lib/shown-cards";
import { auditionPageData } from "~/routes/postings/audition-page.server";
import type { Route } from "./+types/auditions";
import { AuditionView } from "./audition";

/**
 * Auditions (spec part 1): the list with its search, filters, stat tiles and
 * tabs, every part in the URL; or, given ?id=, that one audition alone.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  if (params.has("id"))
    return { view: "one" as const, ...(await auditionPageData({ request, context }, params.get("id"))) };

  const db = getDb();
  const query = parseAuditionQuery(params);
  const viewer = viewerOf(context);
  const now = new Date();
  const [list, stats, savedKeys] = await Promise.all([
    listAuditions(db, query, viewer?.id ?? null, { limit: shownCards(params, AUDITION_LIST_LIMIT) }),
    countUpcomingAuditions(db, now),
    viewer ? favoriteKeysFor(db, viewer.id) : [],
  ]);
  const savedIds = savedKeys
    .filter((key) => key.startsWith("audition:"))
    .map((key) => key.slice("audition:".length));
  return {
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

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.view === "one" ? auditionMeta(loaderData) : auditionsListMeta(loaderData);

export default function Auditions({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "one") return <AuditionView {...loaderData} />;
  const saved = new Set(loaderData.savedIds);
  return (
    <AuditionsPage
      {...loaderData}
      cardActions={(audition) =>
        // Completed auditions carry no action buttons (spec part 1), unless saved, so they can be unsaved.
        auditionStatus(new Date(audition.date), new Date(loaderData.now)) === "upcoming" ||
        saved.has(String(audition.id)) ? (
          <FavoriteButton
            kind="audition"
            itemId={String(audition.id)}
            initialSaved={saved.has(String(audition.id))}
            label={audition.title}
          />
        ) : null
      }
    />
  );
}
