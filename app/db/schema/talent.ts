import { type SQL, sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { CreditType } from "../../constants/credit-types";
import { WORK_SCHEDULE_VALUES } from "../../constants/talent";
import { user } from "./accounts";
import { cities } from "./reference";

/** A structured credit: a role on a production, optionally linked to a media library title. */
export type ProfileCredit = {
  kind: "credit";
  role: string;
  production: string;
  year: number | null;
  details: string;
  mediaType: CreditType;
  mediaId: string | null;
};
/** Experience is free text or a structured credit (spec part 2, section 3). */
export type ProfileExperienceEntry = { kind: "text"; text: string } | ProfileCredit;
export type ProfileSocialLinks = Partial<
  Record<"instagram" | "twitter" | "linkedin" | "facebook" | "youtube" | "imdb", string>
>;
export const CONTACT_VISIBILITY = ["everyone", "members", "nobody"] as const;
export type ContactVisibility = (typeof CONTACT_VISIBILITY)[number];

/** PostgreSQL's full-text document type; only the database writes it (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Public profiles: one per account, plus the sample profiles whose accounts
 * have not been claimed. Lists that are only ever read and written whole with
 * the profile (experience, education, awards...) are columns; things with their
 * own identity and permissions (portfolio items, reviews, follows) are tables.
 */
export const profiles = pgTable(
  "profiles",
  {
    id: serial("id").primaryKey(),
    /** The account that owns this profile; null for sample profiles nobody has claimed yet. */
    userId: text("user_id")
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    username: text("username").notNull().unique(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    location: text("location").notNull(),
    cityId: text("city_id").references(() => cities.id),
    /** The profile photo: an image its owner uploaded. Its URL is made from the image, never stored. */
    imageId: text("image_id").references(() => uploadedImages.id, { onDelete: "set null" }),
    /** Art shipped with the site (a path under /images/), shown by a sample profile until its person picks a photo. */
    staticImageUrl: text("static_image_url"),
    bio: text("bio").notNull().default(""),
    categories: text("categories").array().notNull().default([]),
    skills: text("skills").array().notNull().default([]),
    availability: text("availability").notNull().default("Available for Projects"),
    /**
     * "Free from": the first day (India) the member can start new work; null
     * means now, and so does a day that has passed. Discover's Available Now
     * and Available Next Month read it with availability (decision 041).
     */
    availableFrom: date("available_from"),
    /** Full-time, part-time or weekends only; null when the member has not said (decision 041). */
    workSchedule: text("work_schedule", { enum: WORK_SCHEDULE_VALUES }),
    videoPitchUrl: text("video_pitch_url"),
    experience: jsonb("experience").$type<ProfileExperienceEntry[]>().notNull().default([]),
    education: text("education").array().notNull().default([]),
    languages: text("languages").array().notNull().default([]),
    awards: text("awards").array().notNull().default([]),
    representation: text("representation").notNull().default(""),
    /** The public contact address, which may differ from the sign-in address. */
    email: text("email"),
    website: text("website"),
    socialLinks: jsonb("social_links").$type<ProfileSocialLinks>().notNull().default({}),
    /** Links to up to 6 of the owner's Instagram posts, shown as a grid. */
    instagramPosts: text("instagram_posts").array().notNull().default([]),
    /** Who may see the contact card: everyone, signed-in members, or nobody. */
    contactVisibility: text("contact_visibility", { enum: CONTACT_VISIBILITY }).notNull().default("members"),
    isPremium: boolean("is_premium").notNull().default(false),
    /** Position in the home page's featured-talent spotlight; null when not featured. */
    featuredRank: integer("featured_rank"),
    /**
     * The year of the earliest dated credit: talent search's experience filter
     * counts years from it. Kept by the profile save; null when no credit has a year.
     */
    careerStartYear: integer("career_start_year"),
    /**
     * How many times the profile was viewed (spec part 1, section 3, the talent
     * card's view counter): one a viewer a day, never the owner's own
     * (features/profiles/record-profile-view.server.ts). Kept here, not counted
     * from profile_viewers, so a card reads it with the row.
     */
    viewCount: integer("view_count").notNull().default(0),
    /**
     * What /discover searches: name (weight A), role (B), skills (C), city and
     * bio (D). Generated by the database from those columns through the
     * immutable function profile_search_document (drizzle/0008_discovery.sql),
     * so it can never drift from them.
     */
    /**
     * The name and role alone, for the ranking's second tier ("name and role
     * matches"): a GIN index cannot skip by weight, so a word found only in
     * skills or bio would otherwise make that tier read every row.
     */
    nameRoleDocument: tsvector("name_role_document").generatedAlwaysAs(
      (): SQL => sql`profile_name_role_document(${profiles.name}, ${profiles.role})`,
    ),
    searchDocument: tsvector("search_document").generatedAlwaysAs(
      (): SQL =>
        sql`profile_search_document(${profiles.name}, ${profiles.role}, ${profiles.location}, ${profiles.skills}, ${profiles.bio})`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The home page asks for the featured profiles in rank order.
    index("profiles_featured_rank_idx").on(t.featuredRank),
    // The unused-image sweep, and the foreign key when an image is deleted, look profiles up by photo.
    index("profiles_image_id_idx").on(t.imageId),
    // Talent search: an exact name ranks first...
    index("profiles_name_lower_idx").on(sql`lower(${t.name})`),
    // ...words and prefixes through the document...
    index("profiles_search_document_idx").using("gin", t.searchDocument),
    index("profiles_name_role_document_idx").using("gin", t.nameRoleDocument),
    // ...(a misspelt name goes through nameWords below)...
    // ...and the role filter's substring match.
    index("profiles_role_trgm_idx").using("gin", t.role.op("gin_trgm_ops")),
    // The category tabs (array containment) and the city filter.
    index("profiles_categories_idx").using("gin", t.categories),
    index("profiles_city_id_idx").on(t.cityId),
    // The city figures' talent count (owner not suspended) reads this index alone (migration 0034);
    // the one above stays for the city filter, whose bitmap scans it keeps small.
    index("profiles_city_user_idx").on(t.cityId, t.userId),
    // A media title's page lists the members whose credits link to it (experience @> [{mediaId}]).
    index("profiles_experience_idx").using("gin", t.experience.op("jsonb_path_ops")),
  ],
);

/**
 * Who viewed a profile on a day (India's), as a keyed hash of the member or the
 * visitor's address: a second view the same day finds its row and is not
 * counted again. Rows past yesterday are removed every hour; the count stays
 * in profiles.view_count.
 */
export const profileViewers = pgTable(
  "profile_viewers",
  {
    day: date("day").notNull(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    viewer: text("viewer").notNull(),
  },
  // The key leads with the day, so the hourly removal of old days reads it alone. The table holds
  // two days at most, so the cascade from a deleted profile needs no index of its own.
  (t) => [primaryKey({ columns: [t.day, t.profileId, t.viewer] })],
);

/** Old usernames keep working: /u/{old} answers with a permanent redirect to the profile's current name. */
export const usernameRedirects = pgTable(
  "username_redirects",
  {
    oldUsername: text("old_username").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("username_redirects_profile_id_idx").on(t.profileId)],
);

/**
 * Images people uploaded: re-encoded WebP files in storage under `storageKey`
 * (a server-made name), owned by one account. Pages use the sizes listed.
 */
export const uploadedImages = pgTable(
  "uploaded_images",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["avatar", "portfolio"] }).notNull(),
    storageKey: text("storage_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploaded_images_owner_id_idx").on(t.ownerId)],
);

/** Portfolio items: uploaded images or video embed links, in the owner's order. */
export const portfolioItems = pgTable(
  "portfolio_items",
  {
    /**
     * "p" plus a timestamp and a random tail (the shape of spec part 2, section 3, made collision-proof).
     */
    id: text("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["image", "video"] }).notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** For images, the uploaded image's URL; for videos, the normalised embed URL. */
    url: text("url").notNull(),
    thumbnailUrl: text("thumbnail_url"),
    imageId: text("image_id").references(() => uploadedImages.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("portfolio_items_profile_id_idx").on(t.profileId, t.position)],
);

/**
 * Every word that appears in a profile's name (the lexemes of the name part of
 * the search document, so the same words the search matches), once. A
 * misspelt name is corrected word by word against this small table ("pirya" →
 * priya) before the ordinary word search runs: a few thousand distinct words
 * stand for a million names, so the closest word is found in about a
 * millisecond, where walking the names themselves by similarity took 150 ms
 * and read every name when nothing was alike (decision 030). A trigger adds
 * the words of every new or renamed profile (drizzle/0009_name_words.sql);
 * words of old names stay, which costs nothing but a rare correction towards
 * a name nobody has any more.
 */
export const nameWords = pgTable(
  "name_words",
  // Byte order ("C"): the prefix test is a range scan of the primary key.
  { word: text("word").primaryKey().$type<string>() },
  (t) => [
    // The closest word first (pg_trgm's distance; GiST hands rows back nearest first).
    index("name_words_trgm_idx").using("gist", t.word.op("gist_trgm_ops")),
  ],
);
