import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/*
 * Cities and categories are defined in code (app/constants/cities.ts and
 * categories.ts, decision 026); these tables are copies that every start-up
 * brings in step with them (app/db/reference-data.server.ts), so profiles and
 * auditions can point at a city with a foreign key. Edit the constants, never
 * these rows.
 */

/**
 * Set when the row's city or category left the constants while profiles or
 * auditions still point at it: the row stays for them and is left out of
 * every list. Null for every row the constants define.
 */
const retiredAt = () => timestamp("retired_at", { withTimezone: true });

/** Cities people work in. The id is the URL slug (e.g. "mumbai"); their figures are counted from the data, never stored. */
export const cities = pgTable("cities", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  state: text("state").notNull(),
  country: text("country").notNull(),
  description: text("description").notNull(),
  imageUrl: text("image_url").notNull(),
  sortOrder: integer("sort_order").notNull(),
  retiredAt: retiredAt(),
});

/** The 24 talent categories; slug is the last segment of the category's path. */
export const categories = pgTable("categories", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  singularName: text("singular_name").notNull(),
  icon: text("icon").notNull(),
  description: text("description").notNull(),
  longDescription: text("long_description").notNull(),
  skills: text("skills").array().notNull().default([]),
  imageUrl: text("image_url").notNull(),
  sortOrder: integer("sort_order").notNull(),
  retiredAt: retiredAt(),
});
