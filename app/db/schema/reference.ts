import { integer, pgTable, text } from "drizzle-orm/pg-core";

/** Cities people work in. The id is the URL slug (e.g. "mumbai"); the figures come from the spec's city stats. */
export const cities = pgTable("cities", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  state: text("state").notNull(),
  country: text("country").notNull(),
  description: text("description").notNull(),
  imageUrl: text("image_url").notNull(),
  talentCount: integer("talent_count").notNull().default(0),
  productionsCount: integer("productions_count").notNull().default(0),
  opportunitiesCount: integer("opportunities_count").notNull().default(0),
  sortOrder: integer("sort_order").notNull(),
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
});
