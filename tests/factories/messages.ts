import { getDb } from "~/db/client.server";
import { sendMessage } from "~/features/messaging/send-message.server";

/**
 * A message from `senderId` to the member whose profile is `recipientProfileId`,
 * through the messaging service (the conversation, its order and both members'
 * live events), as the composer would send it.
 */
export function createMessage(senderId: string, recipientProfileId: number, text: string) {
  return sendMessage(getDb(), senderId, { recipientProfileId }, text);
}
