import { aliasedTable, and, asc, count, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { CONVERSATION_LIST_LIMIT, CONVERSATION_MESSAGE_LIMIT } from "~/constants/messaging";
import type { Database } from "~/db/client.server";
import { conversationMembers, conversations, messages, profiles } from "~/db/schema";
import { blockedEitherWay, notBlockedWith } from "~/features/blocks/member-blocks.server";
import { publishLiveEvents } from "~/features/live/live-events.server";
import { onlineMembers } from "~/features/live/live-hub.server";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";
import { ServiceError } from "~/lib/service-error";

/** The other person of a conversation, as the list and the chat show them. */
export type ConversationPerson = {
  userId: string;
  name: string;
  role: string;
  username: string | null;
  imageUrl: string | null;
  isOnline: boolean;
};

export type ConversationSummary = {
  id: number;
  person: ConversationPerson;
  lastMessage: { text: string; createdAt: string; fromMe: boolean; isRead: boolean } | null;
  unreadCount: number;
};

export type ChatMessage = { id: number; text: string; createdAt: string; fromMe: boolean };

export type Conversation = {
  id: number;
  person: ConversationPerson;
  messages: ChatMessage[];
  /** The newest of my messages the other person has read (0: none): "Read" shows under it. */
  readByThemUpTo: number;
  /** How far I have read: the page marks newer messages read once they are on screen. */
  readByMeUpTo: number;
};

const me = aliasedTable(conversationMembers, "me");
const them = aliasedTable(conversationMembers, "them");

/** Messages in my conversations sent by the other person after what I have read. */
const unreadMessages = and(
  eq(messages.conversationId, me.conversationId),
  gt(messages.id, me.readUpTo),
  ne(messages.senderId, me.userId),
);

/** The header's count: messages to me I have not read, across every conversation. */
export async function countUnreadMessages(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(me)
    .innerJoin(messages, unreadMessages)
    // A blocked member's conversation is hidden, and so are its messages in the count.
    .where(and(eq(me.userId, userId), notBlockedWith(userId, messages.senderId)));
  return row?.unread ?? 0;
}

/** The member's conversations, the most recently active first, each with its last message and unread count. */
export async function listConversations(db: Database, userId: string): Promise<ConversationSummary[]> {
  const rows = await db
    .select({
      id: conversations.id,
      myReadUpTo: me.readUpTo,
      theirReadUpTo: them.readUpTo,
      otherId: them.userId,
      unread: sql<number>`(select count(*) from ${messages} where ${unreadMessages})`.mapWith(Number),
    })
    .from(me)
    .innerJoin(conversations, eq(conversations.id, me.conversationId))
    .innerJoin(them, and(eq(them.conversationId, me.conversationId), ne(them.userId, me.userId)))
    .where(and(eq(me.userId, userId), notBlockedWith(userId, them.userId)))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(CONVERSATION_LIST_LIMIT);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [people, lastMessages] = await Promise.all([
    peopleById(
      db,
      rows.map((row) => row.otherId),
    ),
    db
      .selectDistinctOn([messages.conversationId], {
        conversationId: messages.conversationId,
        id: messages.id,
        body: messages.body,
        senderId: messages.senderId,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(inArray(messages.conversationId, ids))
      .orderBy(messages.conversationId, desc(messages.id)),
  ]);
  const lastByConversation = new Map(lastMessages.map((message) => [message.conversationId, message]));
  return rows.map((row) => {
    const last = lastByConversation.get(row.id);
    const fromMe = last?.senderId === userId;
    return {
      id: row.id,
      person: people.get(row.otherId) ?? unknownPerson(row.otherId),
      lastMessage: last
        ? {
            text: last.body,
            createdAt: last.createdAt.toISOString(),
            fromMe,
            isRead: fromMe ? row.theirReadUpTo >= last.id : row.myReadUpTo >= last.id,
          }
        : null,
      unreadCount: row.unread,
    };
  });
}

/**
 * One conversation with its newest messages, for one of its two members only:
 * anyone else gets null, the same answer as for a conversation that does not
 * exist; so does a member while either of the two has blocked the other.
 */
export async function getConversation(
  db: Database,
  userId: string,
  conversationId: number,
): Promise<Conversation | null> {
  const [row] = await db
    .select({ otherId: them.userId, theirReadUpTo: them.readUpTo, myReadUpTo: me.readUpTo })
    .from(me)
    .innerJoin(them, and(eq(them.conversationId, me.conversationId), ne(them.userId, me.userId)))
    .where(
      and(eq(me.conversationId, conversationId), eq(me.userId, userId), notBlockedWith(userId, them.userId)),
    );
  if (!row) return null;
  const [people, newest] = await Promise.all([
    peopleById(db, [row.otherId]),
    db
      .select({
        id: messages.id,
        body: messages.body,
        senderId: messages.senderId,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(desc(messages.id))
      .limit(CONVERSATION_MESSAGE_LIMIT),
  ]);
  return {
    id: conversationId,
    person: people.get(row.otherId) ?? unknownPerson(row.otherId),
    messages: newest.reverse().map((message) => ({
      id: message.id,
      text: message.body,
      createdAt: message.createdAt.toISOString(),
      fromMe: message.senderId === userId,
    })),
    readByThemUpTo: row.theirReadUpTo,
    readByMeUpTo: row.myReadUpTo,
  };
}

/**
 * Marks the conversation read up to message `upTo` (never backwards, never past
 * its newest message). When that changes anything, the other member's open
 * pages are told (their "Read" receipt) and so are the reader's own (counts).
 */
export async function markConversationRead(
  db: Database,
  userId: string,
  conversationId: number,
  upTo: number,
): Promise<{ readUpTo: number; changed: boolean }> {
  // A conversation with someone blocked either way is hidden (the list, the page and the count leave it out), so it
  // is not there to mark read. One with a suspended member stays readable: its history is the reader's own.
  const [otherMember] = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(
      and(eq(conversationMembers.conversationId, conversationId), ne(conversationMembers.userId, userId)),
    );
  if (otherMember && (await blockedEitherWay(db, userId, otherMember.userId))) {
    throw new ServiceError("not_found", "Conversation not found");
  }
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ readUpTo: conversationMembers.readUpTo })
      .from(conversationMembers)
      .where(
        and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
      )
      .for("update");
    if (!member) throw new ServiceError("not_found", "Conversation not found");
    const [newest] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), sql`${messages.id} <= ${upTo}`))
      .orderBy(desc(messages.id))
      .limit(1);
    const readUpTo = Math.max(member.readUpTo, newest?.id ?? 0);
    if (readUpTo === member.readUpTo) return { readUpTo, changed: false };
    await tx
      .update(conversationMembers)
      .set({ readUpTo })
      .where(
        and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
      );
    const [other] = await tx
      .select({ userId: conversationMembers.userId })
      .from(conversationMembers)
      .where(
        and(eq(conversationMembers.conversationId, conversationId), ne(conversationMembers.userId, userId)),
      );
    const payload = { conversationId, readerId: userId, readUpTo };
    await publishLiveEvents(tx, [
      ...(other ? [{ userId: other.userId, kind: "read" as const, payload }] : []),
      { userId, kind: "read", payload },
    ]);
    return { readUpTo, changed: true };
  });
}

/** Name, role and photo of these accounts' profiles, and whether each has a page open now. */
async function peopleById(db: Database, userIds: string[]): Promise<Map<string, ConversationPerson>> {
  const [rows, online] = await Promise.all([
    db
      .select({
        userId: profiles.userId,
        name: profiles.name,
        role: profiles.role,
        username: profiles.username,
        imageUrl: profilePhotoColumn(profiles),
      })
      .from(profiles)
      .where(inArray(profiles.userId, userIds))
      .orderBy(asc(profiles.id)),
    onlineMembers(db, userIds),
  ]);
  return new Map(
    rows.map((row) => [row.userId!, { ...row, userId: row.userId!, isOnline: online.has(row.userId!) }]),
  );
}

/** An account without a profile (it is being set up, or was removed): still a conversation, with a plain name. */
function unknownPerson(userId: string): ConversationPerson {
  return { userId, name: "Rangmanch member", role: "", username: null, imageUrl: null, isOnline: false };
}
