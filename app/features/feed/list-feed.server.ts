import { and, desc, eq, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { feedComments, feedPosts, profiles, uploadedImages } from "~/db/schema";
import { shownTo } from "~/features/blocks/member-reach.server";
import { profilePhotoColumn, profilePhotoUrl } from "~/features/uploads/profile-photo.server";
import { describeImage } from "~/features/uploads/uploaded-image";
import {
  COMMENTS_SHOWN,
  encodeCursor,
  FEED_PAGE_SIZE,
  FEED_TRENDING_LIKES,
  type FeedFilter,
} from "./feed-rules";
import { followedAuthors } from "./feed-visibility.server";

/** What the page shows of an author: never their account id. */
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

/** A comment as the posts query returns it, inside a JSON array (timestamps as text). */
type CommentJson = {
  id: number;
  body: string;
  createdAt: string;
  edited: boolean;
  mine: boolean;
  profileId: number;
  name: string;
  role: string;
  photoKey: string | null;
  art: string | null;
};

/**
 * The post's newest `perPost` comments by visible authors, oldest of them
 * first, as a JSON array in the post's own row: one query for the page instead
 * of a second one for its comments. The index on (post_id, id) reads each
 * post's last few comments and no more.
 */
function recentComments(viewerId: string | null, perPost: number) {
  const mine = viewerId ? sql`${feedComments.authorId} = ${viewerId}` : sql`false`;
  return sql<CommentJson[]>`(select coalesce(json_agg(c order by c."id"), '[]'::json) from (
    select ${feedComments.id} as "id", ${feedComments.body} as "body",
      ${feedComments.createdAt} as "createdAt", ${feedComments.editedAt} is not null as "edited",
      ${mine} as "mine", ${profiles.id} as "profileId", ${profiles.name} as "name", ${profiles.role} as "role",
      (select ${uploadedImages.storageKey} from ${uploadedImages} where ${uploadedImages.id} = ${profiles.imageId}) as "photoKey",
      ${profiles.staticImageUrl} as "art"
    from ${feedComments} inner join ${profiles} on ${profiles.userId} = ${feedComments.authorId}
    where ${feedComments.postId} = ${feedPosts.id} and ${shownTo(viewerId, feedComments.authorId)}
    order by ${feedComments.id} desc limit ${perPost}) c)`;
}

function postColumns(viewerId: string | null, commentsPerPost: number) {
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
    recentComments: recentComments(viewerId, commentsPerPost),
  };
}

function selectPosts(db: Database, viewerId: string | null, where: SQL | undefined, commentsPerPost: number) {
  return db
    .select(postColumns(viewerId, commentsPerPost))
    .from(feedPosts)
    .innerJoin(profiles, eq(profiles.userId, feedPosts.authorId))
    .leftJoin(uploadedImages, eq(uploadedImages.id, feedPosts.imageId))
    .where(and(where, shownTo(viewerId, feedPosts.authorId)));
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
  const rows = await selectPosts(db, viewerId, and(...conditions), COMMENTS_SHOWN)
    .orderBy(desc(feedPosts.id))
    .limit(FEED_PAGE_SIZE + 1);
  const page = rows.slice(0, FEED_PAGE_SIZE);
  const last = page.at(-1);
  return {
    posts: page.map((row) => feedPost(row, viewerId)),
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
  const [row] = await selectPosts(db, viewerId, eq(feedPosts.id, postId), allComments ? 500 : COMMENTS_SHOWN);
  return row ? feedPost(row, viewerId) : null;
}

function feedPost(row: PostRow, viewerId: string | null): FeedPost {
  return {
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
    recentComments: row.recentComments.map(feedComment),
  };
}

function feedComment(comment: CommentJson): FeedComment {
  return {
    id: comment.id,
    author: {
      profileId: comment.profileId,
      name: comment.name,
      role: comment.role,
      // JSON carries the photo's facts, not its mapped column: the URL is made here.
      imageUrl: profilePhotoUrl({ uploadedKey: comment.photoKey, staticImageUrl: comment.art }),
    },
    body: comment.body,
    // JSON writes timestamps as PostgreSQL's text; the page gets the same ISO form as the post's.
    createdAt: new Date(comment.createdAt).toISOString(),
    edited: comment.edited,
    mine: comment.mine,
  };
}
