import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./accounts";
import { cities } from "./reference";

/** A structured credit: a role on a production, optionally linked to a media library title. */
export type ProfileCredit = {
  kind: "credit";
  role: string;
  production: string;
  year: number | null;
  details: string;
  mediaType: "movie" | "series" | "ott" | "other";
  mediaId: string | null;
};
/** Experience is free text or a structured credit (spec part 2, section 3). */
export type ProfileExperienceEntry = { kind: "text"; text: string } | ProfileCredit;
export type ProfileSocialLinks = Partial<
  Record<"instagram" | "twitter" | "linkedin" | "facebook" | "youtube" | "imdb", string>
>;
export const CONTACT_VISIBILITY = ["everyone", "members", "nobody"] as const;
export type ContactVisibility = (typeof CONTACT_VISIBILITY)[number];

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The home page asks for the featured profiles in rank order.
    index("profiles_featured_rank_idx").on(t.featuredRank),
    // The unused-image sweep, and the foreign key when an image is deleted, look profiles up by photo.
    index("profiles_image_id_idx").on(t.imageId),
  ],
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
    /** "p" plus a timestamp and a random tail (the spec's shape, made collision-proof). */
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

/** Film, series and OTT titles that credits can link to (the media library grows in the content issue). */
export const mediaTitles = pgTable("media_titles", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  type: text("type", { enum: ["movie", "series", "ott", "documentary"] }).notNull(),
  year: integer("year"),
  posterUrl: text("poster_url"),
  description: text("description").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
