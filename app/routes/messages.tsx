import { getDb } from "~/db/client.server";
import { memberOf } from "~/features/accounts/viewer.server";
import { MessagesLayout } from "~/features/messaging/components/messages-layout";
import { listConversations } from "~/features/messaging/conversations.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "Messages | Rangmanch", description: "Your conversations on Rangmanch." }),
  { name: "robots", content: "noindex" },
];

/** The member's conversations; a chosen one (`/messages/{id}`) is drawn beside the list. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = memberOf(context);
  return { conversations: await listConversations(getDb(), user.id), now: new Date().toISOString() };
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  return <MessagesLayout {...loaderData} />;
}
