import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { MAX_MESSAGE_LENGTH } from "../../constants/messaging";
import { user } from "./accounts";

/**
 * A conversation between two accounts (spec part 1, "Messaging"). The pair is
 * stored in order (`member_a` < `member_b`) and is unique, so writing to
 * someone you already talk to continues that conversation: two first messages
 * sent at once cannot open two.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: serial("id").primaryKey(),
    memberA: text("member_a")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    memberB: text("member_b")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The newest message's time: the list is sorted by it. */
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("conversations_pair_unique").on(t.memberA, t.memberB),
    check("conversations_pair_ordered", sql`${t.memberA} < ${t.memberB}`),
    index("conversations_member_b_idx").on(t.memberB),
  ],
);

/**
 * Each member's side of a conversation: how far they have read (the id of the
 * newest message they have seen; 0 for none). Unread counts and read receipts
 * both come from it.
 */
export const conversationMembers = pgTable(
  "conversation_members",
  {
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    readUpTo: integer("read_up_to").notNull().default(0),
    /** The newest message an unread-messages email has told this member about (0: none). */
    emailedUpTo: integer("emailed_up_to").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index("conversation_members_user_idx").on(t.userId),
  ],
);

/** A message: plain text, at most MAX_MESSAGE_LENGTH characters, never blank (checked here as well). */
export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.id),
    check(
      "messages_body_length",
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(MAX_MESSAGE_LENGTH))}`,
    ),
  ],
);

/**
 * What each member's open pages are told live (decision 035): a new message, a
 * read receipt, a new notification. Every member's events are numbered 1, 2,
 * 3... by `live_event_counters`, whose row is locked by the transaction that
 * adds one, so the numbers commit in order and a page that reconnects asks for
 * everything after the last number it saw: nothing missed, nothing twice.
 * Kept for LIVE_EVENT_RETENTION_DAYS (a background chore, server/background-work.ts).
 */
export const liveEvents = pgTable(
  "live_events",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] }), index("live_events_created_idx").on(t.createdAt)],
);

export const liveEventCounters = pgTable("live_event_counters", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  lastSeq: integer("last_seq").notNull(),
});

/**
 * Who has a page open, per server process: each process keeps its own row for
 * each member it holds a live connection for, renews it while the connection
 * lasts and removes it when the last one closes. A process that dies leaves
 * rows that expire by `online_until`. A member is online while any row is.
 */
export const presence = pgTable(
  "presence",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    processId: text("process_id").notNull(),
    onlineUntil: timestamp("online_until", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.processId] })],
);
