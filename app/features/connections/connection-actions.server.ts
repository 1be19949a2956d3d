import { data } from "react-router";
import type { ProfileIntentArgs } from "~/features/profiles/profile-intent-action.server";
import {
  CONNECTION_MESSAGES,
  type ConnectionState,
  getConnectionState,
  respondToConnectionRequest,
  sendConnectionRequest,
  withdrawConnectionRequest,
} from "./connections.server";

export const CONNECTION_INTENTS = [
  "connect",
  "withdraw-connection",
  "accept-connection",
  "decline-connection",
] as const;
export type ConnectionIntent = (typeof CONNECTION_INTENTS)[number];

export function isConnectionIntent(intent: unknown): intent is ConnectionIntent {
  return CONNECTION_INTENTS.includes(intent as ConnectionIntent);
}

export type ConnectionActionResult = { ok: true; message: string; connection: ConnectionState };

const SUCCESS: Record<ConnectionIntent, string> = {
  connect: CONNECTION_MESSAGES.sent,
  "withdraw-connection": CONNECTION_MESSAGES.withdrawn,
  "accept-connection": CONNECTION_MESSAGES.accepted,
  "decline-connection": CONNECTION_MESSAGES.declined,
};

/** Request ids are serial integers; anything else names no request. */
function parseRequestId(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * Answers the connection intents of a profile page's form, for the signed-in
 * `user` on `profile`. Returns null for any other intent, so a route can try
 * it first and fall through to its own. Replies as the follow action does:
 * `{ ok: true, message, connection }` (the viewer's state on this profile
 * afterwards), or `data({ ok: false, message }, { status })`.
 */
export async function handleConnectionIntent({ intent, formData, user, profile }: ProfileIntentArgs) {
  if (!isConnectionIntent(intent)) return null;
  let result: Awaited<ReturnType<typeof sendConnectionRequest>>;
  if (intent === "connect") {
    result = await sendConnectionRequest(profile.id, user.id);
  } else if (intent === "withdraw-connection") {
    result = await withdrawConnectionRequest(profile.id, user.id);
  } else {
    const requestId = parseRequestId(formData.get("requestId"));
    if (requestId === null) {
      return data({ ok: false as const, message: CONNECTION_MESSAGES.requestMissing }, { status: 400 });
    }
    result = await respondToConnectionRequest(
      user.id,
      requestId,
      intent === "accept-connection" ? "accept" : "decline",
    );
  }
  if (!result.ok) return data({ ok: false as const, message: result.message }, { status: result.status });
  const reply: ConnectionActionResult = {
    ok: true,
    message: SUCCESS[intent],
    connection: await getConnectionState(profile.id, user.id),
  };
  return reply;
}
