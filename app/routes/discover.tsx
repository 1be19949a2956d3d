import { redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { viewerOf } from "~/features/accounts/viewer.server";
import { discoverMeta } from "~/features/discovery/discover-meta";
import { DiscoverPage } from "~/features/discovery/discover-page";
import { getProfileChecklist } from "~/features/profiles/profile-checklist.server";
import { requestFacts } from "~/features/security/client-address.server";
import { listRecentReviews } from "~/features/social/reviews/recent-reviews.server";
import { discoverSearch, parseDiscoverParams } from "~/features/talent/discover-params";
import { searchTalent, talentSearchOf } from "~/features/talent/search-talent.server";
import { listTrendingSearches, recordSearch } from "~/features/talent/search-terms.server";
import { readFormData } from "~/lib/http.server";
import { requestUrls } from "~/lib/request-urls.server";
import type { Route } from "./+types/discover";

/** Talent discovery (spec part 2, "Discovery"): every filter lives in the URL. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const db = getDb();
  const query = parseDiscoverParams(url.searchParams);
  const viewer = viewerOf(context);
  const [results, trending, recentReviews, checklist] = await Promise.all([
    searchTalent(db, talentSearchOf(query, viewer?.id ?? null)),
    listTrendingSearches(db),
    listRecentReviews(db),
    viewer ? getProfileChecklist(db, viewer.id) : null,
  ]);
  return {
    urls: requestUrls(request),
    query,
    results,
    trending,
    recentReviews,
    welcome: viewer
      ? {
          firstName: viewer.name.split(" ")[0] ?? viewer.name,
          emailVerified: viewer.emailVerified,
          checklist,
        }
      : null,
  };
}

/**
 * A submitted search (Enter, the Search button, a suggestion; with or without
 * JavaScript) is counted for trending searches, then shown at its own address.
 * Typing only changes the address, and is not counted.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const params = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") params.append(name, value);
  const query = { ...parseDiscoverParams(params), page: 1 };
  if (query.q) {
    const { total } = await searchTalent(getDb(), talentSearchOf(query));
    // Only searches that find someone can trend: nonsense typed again and again never shows to others.
    if (total > 0) await recordSearch(getDb(), requestFacts(request), query.q, viewerOf(context)?.id ?? null);
  }
  return redirect(`/discover${discoverSearch(query)}`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => discoverMeta(loaderData);

export default function Discover({ loaderData }: Route.ComponentProps) {
  return <DiscoverPage {...loaderData} />;
}
