import { type SQL, sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  type PgColumn,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { POSTING_CLOSE_REASONS } from "../../constants/auditions";
import { JOB_CATEGORIES, JOB_TYPES } from "../../constants/jobs";
import { PAY_KINDS, PAY_PERIODS } from "../../constants/pay";
import { user } from "./accounts";
import { productions } from "./productions";
import { cities } from "./reference";

/**
 * The words a job search looks in: title, company and description, lower-cased,
 * one per line. Searches are cleaned to one line (app/lib/search-text.ts), so a
 * search never matches across two fields. The index and the query use this
 * same expression.
 */
export function jobSearchText(t: { title: PgColumn; company: PgColumn; description: PgColumn }): SQL {
  return sql`lower(${t.title} || chr(10) || ${t.company} || chr(10) || ${t.description})`;
}

/**
 * Jobs. Pay is stated as on every posting (decision 061, features/postings/pay.ts):
 * the salary filter compares pay_min and pay_max (or pay_min alone, when it is
 * one figure) in the database, and a job with no figure (expenses only,
 * unpaid) is never filtered out by salary (spec part 1, section 9).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    location: text("location").notNull(),
    cityId: text("city_id").references(() => cities.id),
    isRemote: boolean("is_remote").notNull().default(false),
    type: text("type", { enum: JOB_TYPES }).notNull(),
    category: text("category", { enum: JOB_CATEGORIES }).notNull(),
    /**
     * What it pays (decision 061, constants/pay.ts): paid (pay_min, and pay_max for a range, pay_per),
     * expenses only or unpaid, with pay_note saying what is offered. Null kind only on postings made
     * before pay had to be stated.
     */
    payKind: text("pay_kind", { enum: PAY_KINDS }),
    payMin: integer("pay_min"),
    payMax: integer("pay_max"),
    payPer: text("pay_per", { enum: PAY_PERIODS }),
    payNote: text("pay_note").notNull().default(""),
    /** The last day applications are taken (its day in India). */
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    description: text("description").notNull(),
    requirements: text("requirements").array().notNull().default([]),
    featured: boolean("featured").notNull().default(false),
    posterId: text("poster_id").references(() => user.id, { onDelete: "set null" }),
    /** The production it is posted for, by a member with the casting role there; null: by an individual. */
    productionId: integer("production_id").references(() => productions.id, { onDelete: "set null" }),
    /**
     * Set while it is held from every list and page but its poster's, because
     * its words ask applicants for money, until staff release it;
     * `held_reason` is the words found.
     */
    heldAt: timestamp("held_at", { withTimezone: true }),
    heldReason: text("held_reason"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedReason: text("closed_reason", { enum: POSTING_CLOSE_REASONS }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    /** When it was posted: "posted within" filters on it, and the list is newest first. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_created_idx").on(t.createdAt),
    index("jobs_category_created_idx").on(t.category, t.createdAt),
    index("jobs_poster_idx").on(t.posterId),
    index("jobs_production_idx").on(t.productionId),
    // The staff queue of held postings: few rows, found without reading the rest.
    index("jobs_held_idx").on(t.heldAt).where(sql`${t.heldAt} is not null`),
    index("jobs_deadline_idx").on(t.deadline),
    // Search finds words anywhere in the title, company or description: one trigram index over the
    // three (jobSearchText), so a search is one indexed LIKE, not three ILIKEs over every row.
    index("jobs_search_text_trgm_idx").using("gin", sql`${jobSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * A member's job notifications (spec part 1: the Jobs page's toggle): the job
 * list's filters when it was switched on, as the list's own query string. A
 * new job that those filters would list raises a notification. One per member.
 */
export const jobAlerts = pgTable("job_alerts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  search: text("search").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
