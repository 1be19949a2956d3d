import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { memberOf } from "~/features/accounts/viewer.server";
import {
  CONNECTION_SUCCESS,
  type ConnectionActionResult,
  changeConnection,
  readConnectionChange,
} from "~/features/social/connections/connection-actions.server";
import { findProfileToActOn } from "~/features/social/profile-intent-action.server";
import { methodNotAllowed, readFormData } from "~/lib/http.server";
import { messageReply } from "~/lib/service-error-reply.server";
import type { Route } from "./+types/connections";

export const loader = () => methodNotAllowed();

/**
 * Connect, withdraw, accept and decline, posted by the profile page's
 * fetchers: `{ ok: true, message, connection }` (the viewer's connection with
 * this profile afterwards), or `{ ok: false, message }` with the refusal's status.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  // Signed-out visitors go to sign in and come back to the page they posted from.
  const user = memberOf(context);
  const db = getDb();
  try {
    const profile = await findProfileToActOn(db, params.username);
    const change = readConnectionChange(await readFormData(request));
    if ("refused" in change) return data({ ok: false as const, message: change.refused }, { status: 400 });
    const connection = await changeConnection(db, user.id, profile.id, change);
    const reply: ConnectionActionResult = {
      ok: true,
      message: CONNECTION_SUCCESS[change.intent],
      connection,
    };
    return reply;
  } catch (thrown) {
    return messageReply(thrown);
  }
}
