import { getDb } from "~/db/client.server";
import { requireUser } from "~/features/accounts/session.server";
import { MyApplicationsPage } from "~/features/applications/components/my-applications-page";
import { listMyApplications } from "~/features/applications/my-applications.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/applications";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "My applications | Rangmanch",
    description: "Every application you have made, and where it stands.",
  }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { applications: await listMyApplications(getDb(), user.id), now: new Date().toISOString() };
}

export default function Applications({ loaderData }: Route.ComponentProps) {
  return <MyApplicationsPage {...loaderData} />;
}
