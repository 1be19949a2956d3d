import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { EXPERIENCE_VALUES } from "../../constants/talent";
import { user } from "./accounts";
import { categories } from "./reference";

/**
 * How often each search was made, per day: trending searches are read from
 * here. A row holds the normalised words and a count, never who searched.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    day: date("day").notNull(),
    term: text("term").notNull(),
    searches: integer("searches").notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.term] }),
    check("search_terms_term_length", sql`char_length(${t.term}) between 2 and 60`),
  ],
);

/**
 * Who searched for a term on a day, as a keyed hash of the member's account
 * or, for a visitor, their address, and of the address it came from (never
 * the account or address itself): a term trends when enough different people
 * from enough different addresses searched it (decision 057: one address
 * could make a term trend with three searches). Rows older than the trending
 * window are removed by a background chore.
 */
export const searchTermSearchers = pgTable(
  "search_term_searchers",
  {
    day: date("day").notNull(),
    term: text("term").notNull(),
    searcher: text("searcher").notNull(),
    /** The address it came from, as a keyed hash too: three accounts on one address are one address. */
    address: text("address").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.term, t.searcher] })],
);

/**
 * A "Join as {singular}" application from a category page. Staff review it;
 * the account is linked when a member applied while signed in.
 */
export const categoryRegistrations = pgTable(
  "category_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    categorySlug: text("category_slug")
      .notNull()
      .references(() => categories.slug),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    location: text("location").notNull(),
    experience: text("experience", { enum: EXPERIENCE_VALUES }).notNull(),
    bio: text("bio").notNull(),
    portfolioUrl: text("portfolio_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Staff read the newest first.
    index("category_registrations_created_at_idx").on(t.createdAt),
    check(
      "category_registrations_experience_known",
      sql`${t.experience} in ('beginner', 'intermediate', 'experienced', 'expert')`,
    ),
  ],
);
