import { ShareButton } from "~/components/share-button";
import { getDb } from "~/db/client.server";
import { viewerOf } from "~/features/accounts/viewer.server";
import { cityOpportunitiesForPage } from "~/features/city-pages/city-page-data.server";
import { DEFAULT_CITY_ID, parseCityTab } from "~/features/city-pages/city-tabs";
import { CityOpportunitiesPage } from "~/features/city-pages/components/city-opportunities-page";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { CITY_JOB_SAVED } from "~/features/favorites/favorite-messages";
import { favoriteKeysFor } from "~/features/favorites/favorites.server";
import { POSTING_KIND_DEFINITIONS } from "~/features/postings/posting-kinds";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import { SHARE_PAYLOADS } from "~/lib/share";
import type { Route } from "./+types/city-opportunities";

/**
 * City opportunities (spec part 1): ?city= (default Mumbai; an unknown one
 * shows Mumbai too) and ?tab= (all, jobs, auditions, collaborations).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const db = getDb();
  const tab = parseCityTab(params.get("tab"));
  const now = new Date();
  const [found, viewer] = await Promise.all([
    cityOpportunitiesForPage(db, params.get("city") ?? DEFAULT_CITY_ID, tab),
    viewerOf(context),
  ]);
  const page = found ?? (await cityOpportunitiesForPage(db, DEFAULT_CITY_ID, tab));
  if (!page) throw new Error(`The default city ${DEFAULT_CITY_ID} is missing from the cities table.`);
  const { origin } = requestUrls(request);
  return {
    urls: { origin, canonical: `${origin}/city-opportunities?city=${page.city.id}` },
    ...page,
    tab,
    now: now.toISOString(),
    savedKeys: viewer ? await favoriteKeysFor(db, viewer.id) : [],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Opportunities in ${loaderData?.city.name ?? "your city"} | Jobs, Auditions & Collaborations`,
    description: loaderData
      ? `Open jobs, upcoming auditions and collaborations in ${loaderData.city.name}: ${loaderData.city.description}`
      : "Jobs, auditions and collaborations in your city.",
    url: loaderData?.urls.canonical,
    image: loaderData ? `${loaderData.urls.origin}${loaderData.city.imageUrl}` : undefined,
  });

export default function CityOpportunities({ loaderData }: Route.ComponentProps) {
  const saved = new Set(loaderData.savedKeys);
  return (
    <CityOpportunitiesPage
      {...loaderData}
      share={
        <ShareButton
          size="default"
          className="border-white/60 bg-transparent text-white hover:bg-white/10"
          payload={(origin) => SHARE_PAYLOADS.city(origin, loaderData.city)}
          label={`opportunities in ${loaderData.city.name}`}
        />
      }
      jobActions={(job) => (
        <>
          <FavoriteButton
            kind="job"
            itemId={String(job.id)}
            initialSaved={saved.has(`job:${job.id}`)}
            label={job.title}
            savedWords={CITY_JOB_SAVED}
          />
          <ShareButton
            payload={(origin) => POSTING_KIND_DEFINITIONS.job.share(origin, job)}
            label={job.title}
          />
        </>
      )}
      auditionActions={(audition) => (
        <FavoriteButton
          kind="audition"
          itemId={String(audition.id)}
          initialSaved={saved.has(`audition:${audition.id}`)}
          label={audition.title}
        />
      )}
      projectActions={(project) => (
        <>
          <FavoriteButton
            kind={POSTING_KIND_DEFINITIONS.project.favoriteType}
            itemId={String(project.id)}
            initialSaved={saved.has(`collaboration:${project.id}`)}
            label={project.title}
          />
          <ShareButton
            payload={(origin) => POSTING_KIND_DEFINITIONS.project.share(origin, project)}
            label={project.title}
          />
        </>
      )}
    />
  );
}
