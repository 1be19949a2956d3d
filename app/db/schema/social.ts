import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
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
