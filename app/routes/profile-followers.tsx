import { FollowListPage } from "~/features/social/follows/components/follow-list-page";
import { pageMeta } from "~/lib/seo";
import { loadFollowListPage } from "~/routes/profiles/profile-follows-page.server";
import type { Route } from "./+types/profile-followers";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadFollowListPage({ request, context }, params.username, "followers");
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: loaderData
      ? `People following ${loaderData.profile.name} | Rangmanch`
      : "Profile not found | Rangmanch",
    description: loaderData ? `Who follows ${loaderData.profile.name} on Rangmanch.` : "",
  }),
  { name: "robots", content: "noindex" },
];

export default function ProfileFollowers({ loaderData }: Route.ComponentProps) {
  return <FollowListPage {...loaderData} />;
}
