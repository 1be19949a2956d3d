import { SITE } from "~/constants/site";
import {
  AboutCallToAction,
  AboutHero,
  MissionVision,
  OurStory,
  OurValues,
  WhatWeOffer,
} from "~/features/about/about-sections";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export function loader({ request }: Route.LoaderArgs) {
  return { urls: requestUrls(request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "About Us | Rangmanch",
    description: `Founded in ${SITE.foundedYear}, ${SITE.name} connects India's performers and crew with auditions, jobs and collaborators. Our mission, vision and story.`,
    url: loaderData?.urls.canonical,
  });

export default function About() {
  return (
    <>
      <AboutHero />
      <MissionVision />
      <OurStory />
      <WhatWeOffer />
      <OurValues />
      <AboutCallToAction />
    </>
  );
}
