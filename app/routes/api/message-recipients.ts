import { getDb } from "~/db/client.server";
import { memberOf } from "~/features/accounts/viewer.server";
import { searchRecipients } from "~/features/messaging/recipients.server";
import type { Route } from "./+types/message-recipients";

/**
 * The composer's recipient search as the member types: people with an
 * account, never the member. An account that has not verified its email
 * cannot write to anyone yet, so it is shown nobody (docs/security.md; the
 * search once listed every member to any new, unverified account).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = memberOf(context);
  if (!user.emailVerified) return { recipients: [] };
  const typed = url.searchParams.get("q") ?? "";
  return { recipients: await searchRecipients(getDb(), user.id, typed) };
}
