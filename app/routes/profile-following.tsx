import { FollowListPage } from "~/features/social/follows/components/follow-list-page";
import { pageMeta } from "~/lib/seo";
import { loadFollowListPage } from "~/routes/profiles/profile-follows-page.server";
import type { Route } from "./+types/profile-following";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadFollowListPage({ request, context }, params.username, "following");
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: loaderData
      ? `People ${loaderData.profile.name} follows | Rangmanch`
      : "Profile not found | Rangmanch",
    description: loaderData ? `Whom ${loaderData.profile.name} follows on Rangmanch.` : "",
  }),
  { name: "robots", content: "noindex" },
];

export default function ProfileFollowing({ loaderData }: Route.ComponentProps) {
  return <FollowListPage {...loaderData} />;
}
