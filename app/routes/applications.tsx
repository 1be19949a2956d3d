import { getDb } from "~/db/client.server";
import { memberOf } from "~/features/accounts/viewer.server";
import { MyApplicationsPage } from "~/features/postings/components/my-applications-page";
import { listMyApplications } from "~/features/postings/my-applications.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/applications";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "My applications | Rangmanch",
    description: "Every application you have made, and where it stands.",
  }),
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const user = memberOf(context);
  return { applications: await listMyApplications(getDb(), user.id), now: new Date().toISOString() };
}

export default function Applications({ loaderData }: Route.ComponentProps) {
  return <MyApplicationsPage {...loaderData} />;
}
