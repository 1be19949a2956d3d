import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./accounts";
import { cities } from "./reference";

/**
 * Public profiles. This is the first slice of the table: what the home page's
 * featured talent needs. The profiles issue extends it (accounts, credits,
 * portfolio, reviews) through further migrations.
 */
export const profiles = pgTable(
  "profiles",
  {
    id: serial("id").primaryKey(),
    /** The account that owns this profile; null for sample profiles nobody has claimed yet. */
    userId: text("user_id")
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    username: text("username").notNull().unique(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    location: text("location").notNull(),
    cityId: text("city_id").references(() => cities.id),
    imageUrl: text("image_url"),
    bio: text("bio").notNull().default(""),
    categories: text("categories").array().notNull().default([]),
    skills: text("skills").array().notNull().default([]),
    availability: text("availability").notNull().default("Available for Projects"),
    isPremium: boolean("is_premium").notNull().default(false),
    /** Position in the home page's featured-talent spotlight; null when not featured. */
    featuredRank: integer("featured_rank"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The home page asks for the featured profiles in rank order.
  (t) => [index("profiles_featured_rank_idx").on(t.featuredRank)],
);
