import { FollowListPage } from "~/features/social/follows/components/follow-list-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/profile-followers";
import { loadFollowListPage } from "./profile-follows-page.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadFollowListPage(request, params.username, "followers");
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta({
    title: data ? `People following ${data.profile.name} | Rangmanch` : "Profile not found | Rangmanch",
    description: data ? `Who follows ${data.profile.name} on Rangmanch.` : "",
  }),
  { name: "robots", content: "noindex" },
];

export default function ProfileFollowers({ loaderData }: Route.ComponentProps) {
  return <FollowListPage {...loaderData} />;
}
