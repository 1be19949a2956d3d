import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * One row per address: a repeated sign-up is accepted without a second row
 * (unique email). Double opt-in: a row is unconfirmed (`confirmedAt` null)
 * until its owner follows the emailed link, and only confirmed rows receive
 * the newsletter. The link's token is kept only as its SHA-256 hash, expires
 * at `confirmTokenExpiresAt`, and is cleared when used (single use).
 */
export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  // Unique: the link is looked up by it.
  confirmTokenHash: text("confirm_token_hash").unique(),
  confirmTokenExpiresAt: timestamp("confirm_token_expires_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  // Staff read the newest first.
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt)],
);

export const feedback = pgTable(
  "feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    feedbackType: text("feedback_type").notNull(),
    rating: integer("rating"),
    text: text("text").notNull().default(""),
    pagePath: text("page_path"),
    createdAt: createdAt(),
  },
  (t) => [
    // Staff read the newest first.
    index("feedback_created_at_idx").on(t.createdAt),
    check("feedback_rating_range", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check("feedback_type_known", sql`${t.feedbackType} in ('suggestion', 'issue', 'compliment', 'other')`),
  ],
);

export const advertisingEnquiries = pgTable(
  "advertising_enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    company: text("company").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    budget: text("budget"),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  // Staff read the newest first.
  (t) => [index("advertising_enquiries_created_at_idx").on(t.createdAt)],
);
