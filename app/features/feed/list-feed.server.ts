import { and, asc, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { feedComments, feedPosts, profiles, uploadedImages } from "~/db/schema";
import { profilePhotoColumn, profilePhotoUrl } from "~/features/uploads/profile-photo.server";
import { describeImage } from "~/features/uploads/uploaded-image";
import {
  COMMENTS_SHOWN,
  encodeCursor,
  FEED_PAGE_SIZE,
  FEED_TRENDING_LIKES,
  type FeedFilter,
} from "./feed-rules";
import { followedAuthors, visibleAuthor } from "./feed-visibility.server";

/** What the page shows of an author: never their account id (issue 26). */
export type FeedAuthor = {
  profileId: number;
  name: string;
  role: string;
  imageUrl: string | null;
};

export type FeedComment = {
  id: number;
  author: FeedAuthor;
  body: string;
  createdAt: string;
  edited: boolean;
  mine: boolean;
};

export type FeedPost = {
  id: number;
  author: FeedAuthor;
  body: string;
  image: { url: string; width: number; height: number } | null;
  videoUrl: string | null;
  category: string;
  likes: number;
  comments: number;
  shares: number;
  liked: boolean;
  shared: boolean;
  createdAt: string;
  edited: boolean;
  mine: boolean;
  recentComments: FeedComment[];
};

const authorColumns = {
  profileId: profiles.id,
  name: profiles.name,
  role: profiles.role,
  imageUrl: profilePhotoColumn(profiles),
};

function postColumns(viewerId: string | null) {
  return {
    id: feedPosts.id,
    body: feedPosts.body,
    videoUrl: feedPosts.videoUrl,
    category: feedPosts.category,
    likes: feedPosts.likeCount,
    comments: feedPosts.commentCount,
    shares: feedPosts.shareCount,
    createdAt: feedPosts.createdAt,
    editedAt: feedPosts.editedAt,
    authorId: feedPosts.authorId,
    liked: viewerId
      ? sql<boolean>`exists (select 1 from feed_post_likes l where l.post_id = ${feedPosts.id} and l.user_id = ${viewerId})`
      : sql<boolean>`false`,
    shared: viewerId
      ? sql<boolean>`exists (select 1 from feed_post_shares s where s.post_id = ${feedPosts.id} and s.user_id = ${viewerId})`
      : sql<boolean>`false`,
    image: {
      id: uploadedImages.id,
      purpose: uploadedImages.purpose,
      storageKey: uploadedImages.storageKey,
      width: uploadedImages.width,
      height: uploadedImages.height,
    },
    author: authorColumns,
  };
}

function selectPosts(db: Database, viewerId: string | null, where: SQL | undefined) {
  return db
    .select(postColumns(viewerId))
    .from(feedPosts)
    .innerJoin(profiles, eq(profiles.userId, feedPosts.authorId))
    .leftJoin(uploadedImages, eq(uploadedImages.id, feedPosts.imageId))
    .where(and(where, visibleAuthor(viewerId, feedPosts.authorId)));
}

type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];

/**
 * One page of the feed for `viewerId` (null: a visitor), newest first: the
 * posts older than `before` (a post id; null for the first page). Posts by
 * suspended members, and by anyone the viewer has blocked or been blocked by,
 * are never shown. Following with nobody signed in lists nothing.
 */
export async function listFeed(
  db: Database,
  viewerId: string | null,
  filter: FeedFilter,
  before: number | null,
  now = new Date(),
) {
  const conditions: SQL[] = [];
  if (before !== null) conditions.push(lt(feedPosts.id, before));
  if (filter.show === "trending") conditions.push(sql`${feedPosts.likeCount} > ${FEED_TRENDING_LIKES}`);
  if (filter.category) conditions.push(eq(feedPosts.category, filter.category));
  if (filter.show === "following") {
    if (!viewerId) return { posts: [], nextCursor: null, now: now.toISOString() };
    conditions.push(sql`${feedPosts.authorId} in ${followedAuthors(viewerId)}`);
  }
  const rows = await selectPosts(db, viewerId, and(...conditions))
    .orderBy(desc(feedPosts.id))
    .limit(FEED_PAGE_SIZE + 1);
  const page = rows.slice(0, FEED_PAGE_SIZE);
  const posts = await withComments(db, viewerId, page);
  const last = page.at(-1);
  return {
    posts,
    nextCursor: rows.length > FEED_PAGE_SIZE && last ? encodeCursor(last.id) : null,
    now: now.toISOString(),
  };
}

/** One post for its own page (with all its comments) or for a live update; null when the viewer may not see it. */
export async function getFeedPost(
  db: Database,
  viewerId: string | null,
  postId: number,
  allComments = false,
) {
  const [row] = await selectPosts(db, viewerId, eq(feedPosts.id, postId));
  if (!row) return null;
  const [post] = await withComments(db, viewerId, [row], allComments ? 500 : COMMENTS_SHOWN);
  return post!;
}

/** The posts' newest comments (oldest of them first), by visible authors. */
async function withComments(
  db: Database,
  viewerId: string | null,
  rows: PostRow[],
  perPost = COMMENTS_SHOWN,
): Promise<FeedPost[]> {
  const ids = rows.map((row) => row.id);
  const ranked = db
    .select({
      id: feedComments.id,
      postId: feedComments.postId,
      body: feedComments.body,
      createdAt: feedComments.createdAt,
      editedAt: feedComments.editedAt,
      authorId: feedComments.authorId,
      profileId: sql<number>`${profiles.id}`.as("profile_id"),
      name: sql<string>`${profiles.name}`.as("author_name"),
      role: sql<string>`${profiles.role}`.as("author_role"),
      photoKey: sql<
        string | null
      >`(select ${uploadedImages.storageKey} from ${uploadedImages} where ${uploadedImages.id} = ${profiles.imageId})`.as(
        "photo_key",
      ),
      art: sql<string | null>`${profiles.staticImageUrl}`.as("art"),
      rank: sql<number>`row_number() over (partition by ${feedComments.postId} order by ${feedComments.id} desc)`.as(
        "rank",
      ),
    })
    .from(feedComments)
    .innerJoin(profiles, eq(profiles.userId, feedComments.authorId))
    .where(
      and(
        inArray(feedComments.postId, ids.length > 0 ? ids : [0]),
        visibleAuthor(viewerId, feedComments.authorId),
      ),
    )
    .as("ranked");
  const comments =
    ids.length === 0
      ? []
      : await db.select().from(ranked).where(sql`${ranked.rank} <= ${perPost}`).orderBy(asc(ranked.id));
  const byPost = new Map<number, FeedComment[]>();
  for (const comment of comments) {
    const list = byPost.get(comment.postId) ?? [];
    list.push({
      id: comment.id,
      author: {
        profileId: comment.profileId,
        name: comment.name,
        role: comment.role,
        // A subquery's columns lose their mapping: the photo's URL is made here from its facts.
        imageUrl: profilePhotoUrl({ uploadedKey: comment.photoKey, staticImageUrl: comment.art }),
      },
      body: comment.body,
      createdAt: comment.createdAt.toISOString(),
      edited: comment.editedAt !== null,
      mine: viewerId !== null && comment.authorId === viewerId,
    });
    byPost.set(comment.postId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    body: row.body,
    image: row.image?.id ? describeImage({ ...row.image, purpose: row.image.purpose }) : null,
    videoUrl: row.videoUrl,
    category: row.category,
    likes: row.likes,
    comments: row.comments,
    shares: row.shares,
    liked: row.liked,
    shared: row.shared,
    createdAt: row.createdAt.toISOString(),
    edited: row.editedAt !== null,
    mine: viewerId !== null && row.authorId === viewerId,
    recentComments: byPost.get(row.id) ?? [],
  }));
}
