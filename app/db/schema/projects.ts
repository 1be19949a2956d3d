import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { POSTING_CLOSE_REASONS } from "../../constants/auditions";
import { PROJECT_CATEGORIES, PROJECT_STAGES } from "../../constants/collaboration";
import { PAY_KINDS, PAY_PERIODS } from "../../constants/pay";
import { user } from "./accounts";
import { productions } from "./productions";
import { cities } from "./reference";

/**
 * Collaboration projects (spec part 1, "Collaboration hub"). Its creator is
 * `posterId`, the same name as on auditions and jobs, so the applications
 * feature serves all three kinds with one set of queries: a request to join
 * is an application, and an accepted one makes its person a collaborator.
 * A project is completed when its creator closes it (`closedAt`). The roles
 * it is looking for are records in posting_roles, as an audition's are.
 */
export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category", { enum: PROJECT_CATEGORIES }).notNull(),
    stage: text("stage", { enum: PROJECT_STAGES }).notNull().default("active"),
    location: text("location").notNull().default(""),
    cityId: text("city_id").references(() => cities.id),
    imageUrl: text("image_url"),
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
    posterId: text("creator_id").references(() => user.id, { onDelete: "set null" }),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list is newest first, and ?city= narrows it.
    index("projects_created_idx").on(t.createdAt),
    index("projects_city_created_idx").on(t.cityId, t.createdAt),
    index("projects_creator_idx").on(t.posterId),
    index("projects_production_idx").on(t.productionId),
    // The staff queue of held postings: few rows, found without reading the rest.
    index("projects_held_idx").on(t.heldAt).where(sql`${t.heldAt} is not null`),
  ],
);
