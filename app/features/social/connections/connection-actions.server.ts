import type { Database } from "~/db/client.server";
import {
  CONNECTION_MESSAGES,
  type ConnectionState,
  getConnectionState,
  respondToConnectionRequest,
  sendConnectionRequest,
  withdrawConnectionRequest,
} from "./connections.server";

/** What a connection form asks for: an intent, and for an answer the request it answers. */
export type ConnectionChange =
  | { intent: "connect" }
  | { intent: "withdraw-connection" }
  | { intent: "accept-connection" | "decline-connection"; requestId: number };
type ConnectionIntent = ConnectionChange["intent"];

export const CONNECTION_SUCCESS: Record<ConnectionIntent, string> = {
  connect: CONNECTION_MESSAGES.sent,
  "withdraw-connection": CONNECTION_MESSAGES.withdrawn,
  "accept-connection": CONNECTION_MESSAGES.accepted,
  "decline-connection": CONNECTION_MESSAGES.declined,
};

/**
 * Makes the change `userId` asked for from a profile's page and returns their
 * connection with that profile afterwards, as the page shows it. (An answer
 * may come from either profile's page: the owner's, or the asker's, where the
 * request shows as "incoming".)
 */
export async function changeConnection(
  db: Database,
  userId: string,
  profileId: number,
  change: ConnectionChange,
): Promise<ConnectionState> {
  if (change.intent === "connect") await sendConnectionRequest(db, userId, profileId);
  else if (change.intent === "withdraw-connection") await withdrawConnectionRequest(db, userId, profileId);
  else {
    const answer = change.intent === "accept-connection" ? "accept" : "decline";
    await respondToConnectionRequest(db, userId, change.requestId, answer);
  }
  return getConnectionState(db, userId, profileId);
}
