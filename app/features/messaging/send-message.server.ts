import { and, eq, or } from "drizzle-orm";
import { MAX_MESSAGE_LENGTH, MESSAGING_MESSAGES } from "~/constants/messaging";
import type { Database, Transaction } from "~/db/client.server";
import { conversationMembers, conversations, messages, profiles } from "~/db/schema";
import { BLOCK_MESSAGES } from "~/features/blocks/member-blocks.server";
import { mayReach } from "~/features/blocks/member-reach.server";
import { publishLiveEvents } from "~/features/live/live-events.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { rateLimited, ServiceError } from "~/lib/service-error";
import { withoutNul } from "~/lib/validation";

/** Where a message goes: an existing conversation of the sender's, or a person (by their profile). */
export type MessageTarget = { conversationId: number } | { recipientProfileId: number };

export type SentMessage = {
  conversationId: number;
  messageId: number;
  recipientName: string;
  /** True when this message opened the conversation. */
  started: boolean;
};

/**
 * A message's text as it is kept: line breaks made plain, no NUL, blank lines
 * at either end removed. Null when nothing is left (spec: an empty or
 * whitespace-only message is ignored).
 */
export function cleanMessageBody(text: string): string | null {
  const body = withoutNul(text.replace(/\r\n?/g, "\n")).trim();
  return body === "" ? null : body;
}

/** The two members of a conversation in the order the table keeps them. */
export function orderedPair(one: string, other: string): [string, string] {
  return one < other ? [one, other] : [other, one];
}

/**
 * Sends `text` from `senderId`. Writing to someone you already talk to
 * continues that conversation. Limits: messages per minute per account, and
 * new people written to per day (a reply never counts as new). The message,
 * the conversation's order and the live events for both members commit together.
 */
export async function sendMessage(
  db: Database,
  senderId: string,
  target: MessageTarget,
  text: string,
): Promise<SentMessage> {
  const body = cleanMessageBody(text);
  if (body === null) throw new ServiceError("invalid", MESSAGING_MESSAGES.noMessage);
  if (body.length > MAX_MESSAGE_LENGTH) throw new ServiceError("invalid", MESSAGING_MESSAGES.tooLong);

  const recipient = await resolveRecipient(db, senderId, target);
  // Nobody can message a suspended member, or across a block either way (member-reach.server.ts).
  if (!(await mayReach(db, senderId, recipient.userId)))
    throw new ServiceError("invalid", BLOCK_MESSAGES.cannotMessage);
  const [memberA, memberB] = orderedPair(senderId, recipient.userId);
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.memberA, memberA), eq(conversations.memberB, memberB)));

  const perMinute = await hitLimit(db, `messages:user:${senderId}`, LIMITS.messagesPerAccount);
  if (perMinute.limited) throw rateLimited(MESSAGING_MESSAGES.tooManyMessages, perMinute.retryAfterSeconds);
  if (!existing) {
    const newPeople = await hitLimit(
      db,
      `message-recipients:user:${senderId}`,
      LIMITS.newRecipientsPerAccount,
    );
    if (newPeople.limited)
      throw rateLimited(MESSAGING_MESSAGES.tooManyNewRecipients, newPeople.retryAfterSeconds);
  }

  return db.transaction(async (tx) => {
    const { conversationId, started } = await openConversation(tx, memberA, memberB);
    const [message] = await tx
      .insert(messages)
      .values({ conversationId, senderId, body })
      .returning({ id: messages.id, createdAt: messages.createdAt });
    await tx
      .update(conversations)
      .set({ lastMessageAt: message!.createdAt })
      .where(eq(conversations.id, conversationId));
    // One's own message is read by oneself.
    await tx
      .update(conversationMembers)
      .set({ readUpTo: message!.id })
      .where(
        and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, senderId)),
      );
    const payload = {
      conversationId,
      message: { id: message!.id, senderId, body, createdAt: message!.createdAt.toISOString() },
    };
    await publishLiveEvents(tx, [
      { userId: recipient.userId, kind: "message", payload },
      // The sender's other open pages show it too.
      { userId: senderId, kind: "message", payload },
    ]);
    return { conversationId, messageId: message!.id, recipientName: recipient.name, started };
  });
}

/** Who the message is for: a member of the sender's conversation, or the account behind a profile. */
async function resolveRecipient(
  db: Database,
  senderId: string,
  target: MessageTarget,
): Promise<{ userId: string; name: string }> {
  if ("conversationId" in target) {
    const [row] = await db
      .select({ memberA: conversations.memberA, memberB: conversations.memberB })
      .from(conversations)
      .where(
        and(
          eq(conversations.id, target.conversationId),
          or(eq(conversations.memberA, senderId), eq(conversations.memberB, senderId)),
        ),
      );
    if (!row) throw new ServiceError("not_found", "Conversation not found");
    const userId = row.memberA === senderId ? row.memberB : row.memberA;
    const [profile] = await db
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return { userId, name: profile?.name ?? "Rangmanch member" };
  }
  const [profile] = await db
    .select({ userId: profiles.userId, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, target.recipientProfileId));
  if (!profile) throw new ServiceError("invalid", MESSAGING_MESSAGES.noRecipient);
  if (!profile.userId) throw new ServiceError("invalid", MESSAGING_MESSAGES.notOnRangmanch);
  if (profile.userId === senderId) throw new ServiceError("invalid", MESSAGING_MESSAGES.toSelf);
  return { userId: profile.userId, name: profile.name };
}

/** The pair's conversation, made (with both members' rows) if it is their first message; safe against a second first message at the same time. */
async function openConversation(tx: Transaction, memberA: string, memberB: string) {
  const [made] = await tx
    .insert(conversations)
    .values({ memberA, memberB })
    .onConflictDoNothing({ target: [conversations.memberA, conversations.memberB] })
    .returning({ id: conversations.id });
  if (made) {
    await tx.insert(conversationMembers).values([
      { conversationId: made.id, userId: memberA },
      { conversationId: made.id, userId: memberB },
    ]);
    return { conversationId: made.id, started: true };
  }
  // Locked: two messages in one conversation are written one after the other (its order, its last
  // message), and a concurrent first message's transaction has committed its member rows by now.
  const [found] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.memberA, memberA), eq(conversations.memberB, memberB)))
    .for("update");
  return { conversationId: found!.id, started: false };
}

/** The conversation id of a pair, if they have one. */
export async function conversationBetween(db: Database, one: string, other: string) {
  const [memberA, memberB] = orderedPair(one, other);
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.memberA, memberA), eq(conversations.memberB, memberB)));
  return row?.id ?? null;
}
