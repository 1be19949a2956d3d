import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Small key/value facts about this database, such as which seed version it holds. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
