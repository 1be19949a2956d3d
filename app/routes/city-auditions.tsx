import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { viewerOf } from "~/features/accounts/viewer.server";
import { cityAuditions } from "~/features/city-pages/city-page-data.server";
import { CityAuditionsPage, UNKNOWN_CITY } from "~/features/city-pages/components/city-auditions-page";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { savedIdsFor } from "~/features/favorites/favorites.server";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/city-auditions";

/**
 * A city's auditions (spec part 1), at /city-auditions/{cityId}. A slug that
 * names no city draws the page for "Unknown City", answered 404 so it is
 * never indexed.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = getDb();
  const now = new Date();
  const cityId = params.cityId.slice(0, 100);
  const found = await cityAuditions(db, cityId, now);
  const viewer = viewerOf(context);
  const { origin } = requestUrls(request);
  const page = {
    urls: { origin, canonical: `${origin}/city-auditions/${encodeURIComponent(cityId)}` },
    cityId,
    city: found?.city ?? null,
    upcoming: found?.upcoming ?? [],
    past: found?.past ?? [],
    upcomingCount: found?.upcomingCount ?? 0,
    talent: found?.talent ?? 0,
    now: now.toISOString(),
    savedIds: viewer ? await savedIdsFor(db, viewer.id, "audition") : [],
  };
  return found ? page : data(page, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const name = loaderData?.city?.name ?? UNKNOWN_CITY;
  return [
    ...pageMeta({
      title: `Auditions in ${name} | Rangmanch`,
      description: `Upcoming and past auditions in ${name}: film, television, theatre, OTT and ads.`,
      url: loaderData?.urls.canonical,
    }),
    ...(loaderData?.city ? [] : [{ name: "robots", content: "noindex" }]),
  ];
};

export default function CityAuditions({ loaderData }: Route.ComponentProps) {
  const saved = new Set(loaderData.savedIds);
  return (
    <CityAuditionsPage
      {...loaderData}
      auditionActions={(audition) => (
        <FavoriteButton
          kind="audition"
          itemId={String(audition.id)}
          initialSaved={saved.has(String(audition.id))}
          label={audition.title}
        />
      )}
    />
  );
}
