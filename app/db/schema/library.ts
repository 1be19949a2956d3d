import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./accounts";
import { productions } from "./productions";
import { profiles } from "./talent";

/** Where a title can be watched (spec part 2, section 3). */
export type OttPlatform = {
  name: string;
  availability: "available" | "premium" | "rental";
  /** What it costs there, as the platform says it ("₹149 to rent"); absent when included. */
  price?: string;
  url: string;
};

export type TechnicalSpecs = { resolution: string; audio: string; subtitles: string[] };

/**
 * The media library (spec part 2, "Feed, library, news"): film, series and OTT
 * titles. Credits on profiles link here, and a title's cast are profiles.
 * Staff keep it (the seed loads the entries of spec part 2, section 9); nobody
 * else writes it.
 */
export const mediaTitles = pgTable(
  "media_titles",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    type: text("type", { enum: ["movie", "series", "ott", "documentary"] }).notNull(),
    year: integer("year"),
    releaseDate: date("release_date"),
    posterUrl: text("poster_url"),
    description: text("description").notNull().default(""),
    genres: text("genres").array().notNull().default([]),
    language: text("language").notNull().default(""),
    industry: text("industry").notNull().default(""),
    runtimeMinutes: integer("runtime_minutes"),
    director: text("director"),
    writers: text("writers").array().notNull().default([]),
    producers: text("producers").array().notNull().default([]),
    budget: text("budget"),
    boxOffice: text("box_office"),
    /** Out of 10 (the media rating scale of spec part 2, section 9). */
    rating: real("rating"),
    awards: text("awards").array().notNull().default([]),
    ottPlatforms: jsonb("ott_platforms").$type<OttPlatform[]>().notNull().default([]),
    technicalSpecs: jsonb("technical_specs").$type<TechnicalSpecs>(),
    /** A video platform's embed URL (the same allowed hosts as profile videos). */
    trailerUrl: text("trailer_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("media_titles_rating_range", sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 10)`),
    // Related titles: those sharing a genre.
    index("media_titles_genres_idx").using("gin", t.genres),
    index("media_titles_type_idx").on(t.type, t.title),
  ],
);

/** A title's cast: profiles, in billing order, with the part each played. */
export const mediaCast = pgTable(
  "media_cast",
  {
    mediaId: text("media_id")
      .notNull()
      .references(() => mediaTitles.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    character: text("character").notNull().default(""),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.profileId] }), index("media_cast_profile_idx").on(t.profileId)],
);

/**
 * A co-worker's word on a member's credit: the credited member asks
 * someone who may confirm it (decision 066: a member of a production our staff
 * linked to the title, or someone whose own credit there is confirmed) to
 * confirm they worked on it in that role. `role` is the credit's role when
 * asked: a credit whose title or role changes loses its confirmations (the
 * profile save removes them). Whether a confirmation counts is decided on
 * read (features/productions/credit-trust.server.ts), never stored here.
 */
export const creditConfirmations = pgTable(
  "credit_confirmations",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    mediaId: text("media_id")
      .notNull()
      .references(() => mediaTitles.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    confirmerId: text("confirmer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["requested", "confirmed", "declined"] })
      .notNull()
      .default("requested"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("credit_confirmations_once_idx").on(t.profileId, t.mediaId, t.confirmerId),
    index("credit_confirmations_confirmer_idx").on(t.confirmerId, t.status),
    index("credit_confirmations_media_idx").on(t.mediaId, t.status),
  ],
);

/**
 * A production our staff checked made a library title (decision 066): its
 * members are where confirmed credits on the title start. Made and removed by
 * staff on /staff; never inferred from a name. `productionVerifiedAt` is the
 * production's `verified_at` when the link was made: the link rests on that
 * verification and counts only while it lasts (a revoked and later renewed
 * verification, after a rename say, needs staff to link it again).
 */
export const mediaTitleProductions = pgTable(
  "media_title_productions",
  {
    mediaId: text("media_id")
      .notNull()
      .references(() => mediaTitles.id, { onDelete: "cascade" }),
    productionId: integer("production_id")
      .notNull()
      .references(() => productions.id, { onDelete: "cascade" }),
    productionVerifiedAt: timestamp("production_verified_at", { withTimezone: true }).notNull(),
    linkedBy: text("linked_by").references(() => user.id, { onDelete: "set null" }),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.productionId] }),
    // A production's links: what its deletion's cascade looks up (the key leads with the title).
    index("media_title_productions_production_idx").on(t.productionId),
  ],
);
