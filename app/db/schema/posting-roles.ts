import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { AUDITION_GENDERS, ROLE_OUTCOMES } from "../../constants/auditions";
import { PAY_KINDS, PAY_PERIODS } from "../../constants/pay";
import { applications, auditions } from "./auditions";
import { projects } from "./projects";

/**
 * The roles a casting call or a collaboration project is for, in
 * the poster's order: each with its own description, playing age, gender,
 * languages, pay and how many are needed. Each row belongs to one audition or
 * one project (the check below). Filled when its poster chose whom to cast;
 * an audition closes when every role is filled, a project stops taking
 * requests (it is completed only when its creator says so). A role somebody
 * applied for stays (its answer is theirs): only a role nobody applied for
 * can be removed.
 */
export const postingRoles = pgTable(
  "posting_roles",
  {
    id: serial("id").primaryKey(),
    auditionId: integer("audition_id").references(() => auditions.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** The playing age, either end open (null). */
    ageMin: integer("age_min"),
    ageMax: integer("age_max"),
    gender: text("gender", { enum: AUDITION_GENDERS }).notNull().default("any"),
    languages: text("languages").array().notNull().default([]),
    /** What the role pays (constants/pay.ts): paid (pay_min, and pay_max for a range, pay_per),
     * expenses only or unpaid, with pay_note saying what is offered. The posting's own pay columns are derived
     * from its roles' (decision 061). Null kind only on a role saved before roles stated pay this way: its
     * old words are its pay_note (migration 0043) until its poster's next edit, which must state it. */
    payKind: text("pay_kind", { enum: PAY_KINDS }),
    payMin: integer("pay_min"),
    payMax: integer("pay_max"),
    payPer: text("pay_per", { enum: PAY_PERIODS }),
    payNote: text("pay_note").notNull().default(""),
    needed: integer("needed").notNull().default(1),
    filledAt: timestamp("filled_at", { withTimezone: true }),
  },
  (t) => [
    index("posting_roles_audition_idx").on(t.auditionId, t.position),
    index("posting_roles_project_idx").on(t.projectId, t.position),
    check("posting_roles_one_posting", sql`num_nonnulls(${t.auditionId}, ${t.projectId}) = 1`),
    check("posting_roles_needed", sql`${t.needed} between 1 and 100`),
    check(
      "posting_roles_ages",
      sql`${t.ageMin} is null or ${t.ageMax} is null or ${t.ageMin} <= ${t.ageMax}`,
    ),
  ],
);

/** The roles an application is for, and each one's answer once the role is filled. */
export const applicationRoles = pgTable(
  "application_roles",
  {
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => postingRoles.id, { onDelete: "cascade" }),
    outcome: text("outcome", { enum: ROLE_OUTCOMES }),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.roleId] }),
    // The applicants page filters by role; filling a role answers everyone who applied for it.
    index("application_roles_role_idx").on(t.roleId),
  ],
);

/**
 * Every word of every posting's searchable text (auditions, their roles,
 * jobs, collaboration projects), once: the dictionary a misspelt posting
 * search is corrected against, word by word ("marathii web seris" → marathi
 * web series), as talent search corrects names against name_words (decision
 * 030). Triggers add the words of every new or changed posting
 * (drizzle/0028_posting_words.sql); words of old text stay, which costs at
 * most a correction towards a word nothing holds any more.
 */
export const postingWords = pgTable(
  "posting_words",
  // Byte order ("C"): the prefix test is a range scan of the primary key.
  { word: text("word").primaryKey().$type<string>() },
  (t) => [index("posting_words_trgm_idx").using("gist", t.word.op("gist_trgm_ops"))],
);
