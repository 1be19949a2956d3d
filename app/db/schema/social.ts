import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { user } from "./accounts";
import { profiles } from "./talent";

/** Who follows which profile; one row per pair, so following twice is still one follow. */
export const profileFollows = pgTable(
  "profile_follows",
  {
    followerId: text("follower_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.profileId] }),
    // A profile's follower count and list.
    index("profile_follows_profile_id_idx").on(t.profileId),
  ],
);

/** An endorsement of one skill on one profile by one person: the key makes it once per person per skill. */
export const skillEndorsements = pgTable(
  "skill_endorsements",
  {
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    skill: text("skill").notNull(),
    endorserId: text("endorser_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.skill, t.endorserId] })],
);

/**
 * A connection request from one account to a profile. The profile's owner
 * accepts or declines it; one request per pair (a declined one can be sent again).
 */
export const connectionRequests = pgTable(
  "connection_requests",
  {
    id: serial("id").primaryKey(),
    requesterId: text("requester_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "accepted", "declined"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    unique("connection_requests_pair_key").on(t.requesterId, t.profileId),
    // The owner's list of pending requests.
    index("connection_requests_profile_status_idx").on(t.profileId, t.status),
  ],
);

export const FAVORITE_KINDS = ["profile", "job", "audition", "collaboration"] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

/** Saved items ("My Favorites"), per account; the item is named by kind and id. */
export const favorites = pgTable(
  "favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: FAVORITE_KINDS }).notNull(),
    itemId: text("item_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.itemId] }),
    index("favorites_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/** A review of a profile: a rating from 1 to 5 and text, one per reviewer per profile. */
export const profileReviews = pgTable(
  "profile_reviews",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    reviewerId: text("reviewer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("profile_reviews_one_per_reviewer").on(t.profileId, t.reviewerId),
    // /discover's Recent Reviews: the newest across every profile.
    index("profile_reviews_created_at_idx").on(t.createdAt),
    check("profile_reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * One member blocking another: the blocked member can no longer
 * message them, see their profile's contact details or find them in search,
 * and the conversation between them is hidden from both, until the block is
 * lifted. Either direction hides the pair from each other.
 */
export const memberBlocks = pgTable(
  "member_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("member_blocks_blocked_idx").on(t.blockedId),
  ],
);
