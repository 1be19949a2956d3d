import { SITE } from "~/constants/site";
import { listUpcomingAuditionsByCity } from "~/features/auditions/list-upcoming-auditions-by-city.server";
import { listCategories } from "~/features/categories/list-categories.server";
import { listCities } from "~/features/cities/list-cities.server";
import { CategoryGrid } from "~/features/home/category-grid";
import { CitySpotlight, SPOTLIGHT_CITY_COUNT } from "~/features/home/city-spotlight";
import { FEATURED_TALENT_SHOWN, FeaturedTalentSpotlight } from "~/features/home/featured-talent";
import { HeroSearch } from "~/features/home/hero-search";
import { AdvertiseBlock, CallToAction } from "~/features/home/promo-sections";
import { listFeaturedTalent } from "~/features/talent/list-featured-talent.server";
import { pageMeta, requestUrls } from "~/lib/seo";
import type { Route } from "./+types/home";

const AUDITIONS_PER_CITY = 3;

export async function loader({ request }: Route.LoaderArgs) {
  const [cities, categories, featuredTalent, auditionsByCity] = await Promise.all([
    listCities(),
    listCategories(),
    listFeaturedTalent(FEATURED_TALENT_SHOWN),
    listUpcomingAuditionsByCity(AUDITIONS_PER_CITY),
  ]);
  return {
    urls: requestUrls(request),
    heroCities: cities.map(({ id, name, country }) => ({ id, name, country })),
    spotlightCities: cities.filter((city) => city.country === "India").slice(0, SPOTLIGHT_CITY_COUNT),
    categories: categories.map(({ slug, name, icon, description }) => ({ slug, name, icon, description })),
    featuredTalent,
    auditionsByCity,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: `${SITE.name} | ${SITE.tagline}`,
    description: SITE.description,
    url: data?.urls.canonical,
    image: data ? `${data.urls.origin}/images/og-default.png` : undefined,
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSearch cities={loaderData.heroCities} auditionsByCity={loaderData.auditionsByCity} />
      <CategoryGrid categories={loaderData.categories} />
      <CitySpotlight cities={loaderData.spotlightCities} />
      <FeaturedTalentSpotlight talent={loaderData.featuredTalent} />
      <AdvertiseBlock />
      <CallToAction />
    </>
  );
}
