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
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  APPLICATION_STATUSES,
  AUDITION_EXPERIENCE_LEVELS,
  AUDITION_GENDERS,
  POSTING_CLOSE_REASONS,
} from "../../constants/auditions";
import { PAY_KINDS, PAY_PERIODS } from "../../constants/pay";
import { user } from "./accounts";
import { jobs } from "./jobs";
import { productions } from "./productions";
import { projects } from "./projects";
import { cities } from "./reference";
import { portfolioItems } from "./talent";

/**
 * Auditions. Status is not stored: an audition is upcoming until its day has
 * passed, then completed (app/features/postings/kinds/audition/audition-status.ts). The
 * poster is the account that published it; sample auditions belong to sample
 * accounts. The meeting link of an online audition is shown to its poster and
 * to accepted applicants only.
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
    imageUrl: text("image_url"),
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
    meetingUrl: text("meeting_url"),
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
    experience: text("experience", { enum: AUDITION_EXPERIENCE_LEVELS }).notNull().default("beginner"),
    gender: text("gender", { enum: AUDITION_GENDERS }).notNull().default("any"),
    /** Set when it stops taking applications before its day has passed (or 14 days after, if its poster never answered). */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedReason: text("closed_reason", { enum: POSTING_CLOSE_REASONS }),
    /** When its poster was reminded of applicants still waiting, so the reminder goes once. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When its poster last changed it (or its production left it): the sitemap's lastmod, as a job's and a project's. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "Upcoming auditions in a city" is the hot query: city first, then date range.
    index("auditions_city_date_idx").on(t.cityId, t.date),
    // The listing's default order, and "the ones I posted".
    index("auditions_date_idx").on(t.date),
    index("auditions_poster_idx").on(t.posterId),
    index("auditions_production_idx").on(t.productionId),
    // The staff queue of held postings: few rows, found without reading the rest.
    index("auditions_held_idx").on(t.heldAt).where(sql`${t.heldAt} is not null`),
  ],
);

/**
 * Applications to postings. One table for every kind of posting, so "My
 * applications" is one query: each row points at exactly one posting through
 * its own foreign key (auditions, jobs, collaboration projects: a request to
 * join is an application). One application per person per posting.
 */
export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    auditionId: integer("audition_id").references(() => auditions.id, { onDelete: "cascade" }),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    applicantId: text("applicant_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    note: text("note").notNull().default(""),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A request to join a project has no posting date to count from: its creator is reminded of it
     * seven days after it was made, once (close-posting.server.ts), and this says when.
     */
    posterRemindedAt: timestamp("poster_reminded_at", { withTimezone: true }),
    /**
     * When its poster first had it in front of them on the applicants page, note and all: from then on
     * the applicant can no longer change the note (posting-applications.server.ts, editApplicationNote).
     */
    posterSeenAt: timestamp("poster_seen_at", { withTimezone: true }),
    /** A self-tape or voice sample, as a link to where it is hosted (decision 051); null for none. */
    mediaUrl: text("media_url"),
  },
  (t) => [
    uniqueIndex("applications_audition_applicant_idx").on(t.auditionId, t.applicantId),
    uniqueIndex("applications_job_applicant_idx").on(t.jobId, t.applicantId),
    uniqueIndex("applications_project_applicant_idx").on(t.projectId, t.applicantId),
    index("applications_applicant_idx").on(t.applicantId, t.createdAt),
    // The hourly sweep for postings whose applicants still wait (app/features/postings/close-posting.server.ts).
    index("applications_waiting_idx")
      .on(t.auditionId)
      .where(sql`${t.status} in ('new', 'viewed', 'shortlisted')`),
    index("applications_job_waiting_idx")
      .on(t.jobId)
      .where(sql`${t.status} in ('new', 'viewed', 'shortlisted')`),
    // Requests to join a project still waiting, oldest first: the sweep counts 7 and 14 days from each.
    index("applications_project_waiting_idx")
      .on(t.createdAt)
      .where(sql`${t.projectId} is not null and ${t.status} in ('new', 'viewed', 'shortlisted')`),
    check("applications_one_posting", sql`num_nonnulls(${t.auditionId}, ${t.jobId}, ${t.projectId}) = 1`),
  ],
);

/**
 * The portfolio items an applicant attached to an application, in the order
 * they chose them. An item its owner later deletes leaves the application.
 */
export const applicationAttachments = pgTable(
  "application_attachments",
  {
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    portfolioItemId: text("portfolio_item_id")
      .notNull()
      .references(() => portfolioItems.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.portfolioItemId] }),
    // Deleting a portfolio item finds its attachments by it.
    index("application_attachments_item_idx").on(t.portfolioItemId),
  ],
);

/** Each status an application has had, oldest first: the applicant's history of it. */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_events_application_idx").on(t.applicationId, t.createdAt)],
);
