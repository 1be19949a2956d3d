import type { ShouldRevalidateFunctionArgs } from "react-router";
import { HelpCenter } from "~/features/help/help-center";
import { requestUrls } from "~/lib/request-urls.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/help";

export function loader({ request }: Route.LoaderArgs) {
  return { urls: requestUrls(request) };
}

// The search runs in the browser over content it already has: a new ?q= needs nothing from the server.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Help Center | Rangmanch",
    description:
      "Guides and answers for Rangmanch: creating your profile, account settings, portfolio tips, messaging and applying for jobs and auditions.",
    url: loaderData?.urls.canonical,
  });

export default function Help() {
  return <HelpCenter />;
}
