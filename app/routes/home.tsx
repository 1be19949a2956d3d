import { SITE } from "~/constants/site";
import { getDb } from "~/db/client.server";
import { listCategories } from "~/features/categories/list-categories.server";
import { countCityFigures, figuresOf } from "~/features/cities/count-city-figures.server";
import { listCities } from "~/features/cities/list-cities.server";
import { CATEGORIES_SHOWN_FIRST, CategoryGrid, toCategoryCard } from "~/features/home/category-grid";
import { CitySpotlight, SPOTLIGHT_CITY_COUNT, toSpotlightCity } from "~/features/home/city-spotlight";
import {
  FEATURED_TALENT_SHOWN,
  FeaturedTalentSpotlight,
  toFeaturedTalentCard,
} from "~/features/home/featured-talent";
import { cityNamesByCountry, HeroSearch } from "~/features/home/hero-search";
import { AdvertiseBlock, CallToAction } from "~/features/home/promo-sections";
import { listFeaturedTalent } from "~/features/talent/list-featured-talent.server";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

/**
 * Only what the page draws goes into it: each card's own fields, the
 * categories shown first (View More fetches the rest from /api/categories),
 * and no auditions (the hero's results panel fetches a city's from
 * /api/upcoming-auditions when the visitor picks it).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  const [cities, figures, categories, featuredTalent] = await Promise.all([
    listCities(db),
    countCityFigures(db),
    listCategories(db),
    listFeaturedTalent(db, FEATURED_TALENT_SHOWN),
  ]);
  return {
    urls: requestUrls(request),
    heroCityNames: cityNamesByCountry(cities),
    spotlightCities: cities
      .filter((city) => city.country === "India")
      .slice(0, SPOTLIGHT_CITY_COUNT)
      .map((city) => toSpotlightCity(city, figuresOf(figures, city.id))),
    firstCategories: categories.slice(0, CATEGORIES_SHOWN_FIRST).map(toCategoryCard),
    categoryCount: categories.length,
    featuredTalent: featuredTalent.map(toFeaturedTalentCard),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${SITE.name} | ${SITE.tagline}`,
    description: SITE.description,
    url: loaderData?.urls.canonical,
    image: loaderData ? `${loaderData.urls.origin}/images/og-default.png` : undefined,
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSearch cityNames={loaderData.heroCityNames} />
      <CategoryGrid firstCategories={loaderData.firstCategories} total={loaderData.categoryCount} />
      <CitySpotlight cities={loaderData.spotlightCities} />
      <FeaturedTalentSpotlight talent={loaderData.featuredTalent} />
      <AdvertiseBlock />
      <CallToAction />
    </>
  );
}
