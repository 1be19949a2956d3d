import { getDb } from "~/db/client.server";
import { requireUser } from "~/features/accounts/session.server";
import { searchRecipients } from "~/features/messaging/recipients.server";
import type { Route } from "./+types/message-recipients";

/** The composer's recipient search as the member types: people with an account, never the member. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const typed = url.searchParams.get("q") ?? "";
  return { recipients: await searchRecipients(getDb(), user.id, typed) };
}
