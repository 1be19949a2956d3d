import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { PRODUCTION_KINDS, PRODUCTION_ROLES, VERIFICATION_METHODS } from "../../constants/productions";
import { user } from "./accounts";
import { cities } from "./reference";
import { uploadedImages } from "./talent";

/**
 * Productions: a production house, agency, label or group with a
 * page of its own at /productions/{slug}. Its verification now is kept on the
 * row (`verified_*`), so every list can filter by it with no join; how it
 * came to be, and every later decision, is in production_verification_events.
 */
export const productions = pgTable(
  "productions",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    kind: text("kind", { enum: PRODUCTION_KINDS }).notNull(),
    cityId: text("city_id").references(() => cities.id),
    /** Its website's address (https); its domain is the one a domain code may be sent to. */
    website: text("website").notNull(),
    about: text("about").notNull().default(""),
    logoImageId: text("logo_image_id").references(() => uploadedImages.id, { onDelete: "set null" }),
    /** Seed art only, as profiles' static_image_url. */
    staticLogoUrl: text("static_logo_url"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while it is verified: when, how, and what proved it (the domain, or the registration staff checked). */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verifiedMethod: text("verified_method", { enum: VERIFICATION_METHODS }),
    verifiedDetail: text("verified_detail"),
  },
  (t) => [index("productions_name_idx").on(sql`lower(${t.name})`)],
);

/** Who belongs to a production, and as what. A production always keeps at least one owner. */
export const productionMembers = pgTable(
  "production_members",
  {
    productionId: integer("production_id")
      .notNull()
      .references(() => productions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: PRODUCTION_ROLES }).notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productionId, t.userId] }),
    index("production_members_user_idx").on(t.userId),
  ],
);

/** An owner's invitation to a member, answered by the invitee. One waiting invitation per person and production. */
export const productionInvitations = pgTable(
  "production_invitations",
  {
    id: serial("id").primaryKey(),
    productionId: integer("production_id")
      .notNull()
      .references(() => productions.id, { onDelete: "cascade" }),
    inviteeId: text("invitee_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: PRODUCTION_ROLES }).notNull(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    status: text("status", { enum: ["pending", "accepted", "declined", "withdrawn"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("production_invitations_pending_idx")
      .on(t.productionId, t.inviteeId)
      .where(sql`${t.status} = 'pending'`),
    index("production_invitations_invitee_idx").on(t.inviteeId, t.status),
  ],
);

/**
 * A code sent to an address at the production's own domain. Only its hash is
 * kept; it is spent by use, by DOMAIN_CODE_MAX_ATTEMPTS wrong guesses, or by time.
 */
export const productionDomainCodes = pgTable(
  "production_domain_codes",
  {
    id: serial("id").primaryKey(),
    productionId: integer("production_id")
      .notNull()
      .references(() => productions.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    domain: text("domain").notNull(),
    codeHash: text("code_hash").notNull(),
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("production_domain_codes_production_idx").on(t.productionId, t.createdAt)],
);

/** A request for staff to verify a production from its registration, and staff's answer. */
export const productionReviews = pgTable(
  "production_reviews",
  {
    id: serial("id").primaryKey(),
    productionId: integer("production_id")
      .notNull()
      .references(() => productions.id, { onDelete: "cascade" }),
    gstin: text("gstin"),
    /** A company (CIN) or LLP (LLPIN) identification number. */
    companyNumber: text("company_number"),
    creditUrl: text("credit_url"),
    submittedBy: text("submitted_by").references(() => user.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status", { enum: ["pending", "approved", "refused"] })
      .notNull()
      .default("pending"),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    reason: text("reason"),
  },
  (t) => [
    index("production_reviews_status_idx").on(t.status, t.submittedAt),
    uniqueIndex("production_reviews_pending_idx").on(t.productionId).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Every change of a production's verification, kept: who, when, how and why.
 * `actorId` is the owner who entered a domain code, or the staff member who decided.
 */
export const productionVerificationEvents = pgTable(
  "production_verification_events",
  {
    id: serial("id").primaryKey(),
    productionId: integer("production_id")
      .notNull()
      .references(() => productions.id, { onDelete: "cascade" }),
    action: text("action", { enum: ["verified", "refused", "revoked"] }).notNull(),
    method: text("method", { enum: VERIFICATION_METHODS }).notNull(),
    detail: text("detail"),
    reason: text("reason"),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("production_verification_events_production_idx").on(t.productionId, t.createdAt)],
);
