import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./accounts";
import { uploadedImages } from "./talent";

/**
 * The feed (spec part 2, "Feed, library, news"): members' posts with text, an
 * uploaded image or a video link, and their likes, shares and comments. The
 * counts on a post are kept in the same transaction as the row they count, so
 * a page reads them without counting (decision 036).
 */
export const feedPosts = pgTable(
  "feed_posts",
  {
    id: serial("id").primaryKey(),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull().default(""),
    imageId: text("image_id").references(() => uploadedImages.id, { onDelete: "set null" }),
    /** A video platform's embed URL (the allowed hosts of profile videos). */
    videoUrl: text("video_url"),
    category: text("category").notNull(),
    likeCount: integer("like_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    shareCount: integer("share_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (t) => [
    check("feed_posts_body_length", sql`char_length(${t.body}) <= 3000`),
    check("feed_posts_counts", sql`${t.likeCount} >= 0 and ${t.commentCount} >= 0 and ${t.shareCount} >= 0`),
    // The feed reads newest first by id (the cursor); one author's posts for Following.
    index("feed_posts_author_idx").on(t.authorId, t.id),
    index("feed_posts_category_idx").on(t.category, t.id),
    // Trending (more than 200 likes) is a small slice of the feed: its own index, newest first.
    index("feed_posts_trending_idx").on(t.id).where(sql`${t.likeCount} > 200`),
    // The unused-image sweep asks whether any post uses an image.
    index("feed_posts_image_idx").on(t.imageId).where(sql`${t.imageId} is not null`),
  ],
);

/** One like per member per post: the primary key makes a second click a no-op. */
export const feedPostLikes = pgTable(
  "feed_post_likes",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => feedPosts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("feed_post_likes_user_idx").on(t.userId)],
);

/** A member's share of a post (the shared toggle of spec part 2, section 4), once per member. */
export const feedPostShares = pgTable(
  "feed_post_shares",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => feedPosts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const feedComments = pgTable(
  "feed_comments",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => feedPosts.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (t) => [
    check("feed_comments_body_length", sql`char_length(${t.body}) between 1 and 1000`),
    index("feed_comments_post_idx").on(t.postId, t.id),
  ],
);

/** Industry news, published by staff from the staff page. */
export const newsItems = pgTable(
  "news_items",
  {
    id: serial("id").primaryKey(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Where the story comes from ("Rangmanch Newsroom", a trade paper). */
    source: text("source").notNull(),
    imageId: text("image_id").references(() => uploadedImages.id, { onDelete: "set null" }),
    /** Art shipped with the site, for the seeded items. */
    staticImageUrl: text("static_image_url"),
    imageCaption: text("image_caption"),
    videoUrl: text("video_url"),
    category: text("category").notNull(),
    likeCount: integer("like_count").notNull().default(0),
    dislikeCount: integer("dislike_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    shareCount: integer("share_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("news_items_title_length", sql`char_length(${t.title}) between 1 and 200`),
    check("news_items_body_length", sql`char_length(${t.body}) between 1 and 20000`),
    check(
      "news_items_counts",
      sql`${t.likeCount} >= 0 and ${t.dislikeCount} >= 0 and ${t.commentCount} >= 0 and ${t.shareCount} >= 0`,
    ),
    index("news_items_category_idx").on(t.category, t.id),
  ],
);

/** A member's like or dislike of a news item: one row, so the two are mutually exclusive. */
export const newsReactions = pgTable(
  "news_reactions",
  {
    newsId: integer("news_id")
      .notNull()
      .references(() => newsItems.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reaction: text("reaction", { enum: ["like", "dislike"] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.userId] })],
);

export const newsShares = pgTable(
  "news_shares",
  {
    newsId: integer("news_id")
      .notNull()
      .references(() => newsItems.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.userId] })],
);

export const newsComments = pgTable(
  "news_comments",
  {
    id: serial("id").primaryKey(),
    newsId: integer("news_id")
      .notNull()
      .references(() => newsItems.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("news_comments_body_length", sql`char_length(${t.body}) between 1 and 1000`),
    index("news_comments_news_idx").on(t.newsId, t.id),
  ],
);
