import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { cities } from "./reference";

/**
 * Auditions. The home page's results panel reads upcoming auditions by city;
 * the opportunities issue adds posters, applications and the full pages.
 */
export const auditions = pgTable(
  "auditions",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    project: text("project").notNull(),
    company: text("company").notNull(),
    date: timestamp("date", { withTimezone: true }).notNull(),
    location: text("location").notNull(),
    cityId: text("city_id").references(() => cities.id),
    type: text("type", { enum: ["Online", "In-person"] }).notNull(),
    description: text("description").notNull().default(""),
    roles: text("roles").array().notNull().default([]),
    imageUrl: text("image_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // "Upcoming auditions in a city" is the hot query: city first, then date range.
  (t) => [index("auditions_city_date_idx").on(t.cityId, t.date)],
);
