import { z } from "zod";
import { getDb } from "~/db/client.server";
import { guards } from "~/features/accounts/guards.server";
import {
  CONNECTION_SUCCESS,
  type ConnectionChange,
  changeConnection,
} from "~/features/social/connections/connection-actions.server";
import { CONNECTION_MESSAGES } from "~/features/social/connections/connections.server";
import { findProfileToActOn } from "~/features/social/profile-intent-action.server";
import { intent, intentAction, NO_FIELDS, serialIdField } from "~/lib/form-intents.server";
import { methodNotAllowed } from "~/lib/http.server";
import type { Route } from "./+types/connections";

export const loader = () => methodNotAllowed();

/** The viewer's connection with the profile the address names, once `change` is made, and its message. */
async function connectionChanged(userId: string, { params }: Route.ActionArgs, change: ConnectionChange) {
  const profile = await findProfileToActOn(getDb(), params.username);
  const connection = await changeConnection(getDb(), userId, profile.id, change);
  return { message: CONNECTION_SUCCESS[change.intent], connection };
}

/** An answer names the request it answers. */
const ANSWER_FIELDS = z.object({ requestId: serialIdField(CONNECTION_MESSAGES.requestMissing) });

/**
 * Connect, withdraw, accept and decline, posted by the profile page's
 * fetchers: `{ ok: true, message, connection }` (the viewer's connection with
 * this profile afterwards), or `{ ok: false, message }` with the refusal's
 * status (a profile that is gone is a 404; connecting with a member the
 * viewer may not reach is refused in words by connections.server.ts).
 * Signed-out visitors are sent to sign in by the guard.
 */
export const action = intentAction({
  connect: intent({
    guard: guards.verifiedMember,
    schema: NO_FIELDS,
    run: (_input, user, args: Route.ActionArgs) => connectionChanged(user.id, args, { intent: "connect" }),
  }),
  "withdraw-connection": intent({
    guard: guards.verifiedMember,
    schema: NO_FIELDS,
    run: (_input, user, args: Route.ActionArgs) =>
      connectionChanged(user.id, args, { intent: "withdraw-connection" }),
  }),
  "accept-connection": intent({
    guard: guards.verifiedMember,
    schema: ANSWER_FIELDS,
    run: ({ requestId }, user, args: Route.ActionArgs) =>
      connectionChanged(user.id, args, { intent: "accept-connection", requestId }),
  }),
  "decline-connection": intent({
    guard: guards.verifiedMember,
    schema: ANSWER_FIELDS,
    run: ({ requestId }, user, args: Route.ActionArgs) =>
      connectionChanged(user.id, args, { intent: "decline-connection", requestId }),
  }),
});
