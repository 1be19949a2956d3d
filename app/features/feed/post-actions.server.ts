import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { feedComments, feedPostLikes, feedPostShares, feedPosts } from "~/db/schema";
import { publishLiveEvents } from "~/features/live/live-events.server";
import { findNoticeActor } from "~/features/notifications/notice-actor.server";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { rateLimited, ServiceError } from "~/lib/service-error";
import { FEED_MESSAGES } from "./feed-rules";
import { visiblePost } from "./feed-visibility.server";

/** Tells the post's author's open pages that the post changed (a like, a comment), unless they did it. */
async function tellAuthor(tx: Transaction, authorId: string, actorId: string, postId: number) {
  if (authorId === actorId) return;
  await publishLiveEvents(tx, [{ userId: authorId, kind: "feed_activity", payload: { postId } }]);
}

/**
 * Sets the member's like on a post to `liked` and returns the post's count.
 * Setting a state, not toggling, makes a double click or two tabs harmless:
 * the primary key keeps one like per member, and the count moves only when
 * a row was really added or removed, in the same transaction. The author's
 * bell hears of a member's first like of the post only: unliking and liking
 * again raises no second notice.
 */
export async function setPostLike(db: Database, userId: string, postId: number, liked: boolean) {
  const post = await visiblePost(db, userId, postId);
  return changeAndNotify(db, async (tx, notify) => {
    const changed = liked
      ? await tx.insert(feedPostLikes).values({ postId, userId }).onConflictDoNothing().returning()
      : await tx
          .delete(feedPostLikes)
          .where(and(eq(feedPostLikes.postId, postId), eq(feedPostLikes.userId, userId)))
          .returning();
    if (changed.length === 0) {
      const [row] = await tx
        .select({ likes: feedPosts.likeCount })
        .from(feedPosts)
        .where(eq(feedPosts.id, postId));
      return { liked, likes: row?.likes ?? 0 };
    }
    const [row] = await tx
      .update(feedPosts)
      .set({ likeCount: sql`${feedPosts.likeCount} + ${liked ? 1 : -1}` })
      .where(eq(feedPosts.id, postId))
      .returning({ likes: feedPosts.likeCount });
    if (liked) {
      await tellAuthor(tx, post.authorId, userId, postId);
      const liker = await findNoticeActor(tx, userId);
      await notify({
        userId: post.authorId,
        kind: "post_like",
        actorId: userId,
        text: `${liker.name} liked your post`,
        link: `/feed/${postId}`,
        dedupeKey: `post-like:${postId}:${userId}`,
      });
    }
    return { liked, likes: row!.likes };
  });
}

/** Sets the member's share of a post (the shared toggle of spec part 2, section 4), counted like a like. */
export async function setPostShare(db: Database, userId: string, postId: number, shared: boolean) {
  await visiblePost(db, userId, postId);
  return db.transaction(async (tx) => {
    const changed = shared
      ? await tx.insert(feedPostShares).values({ postId, userId }).onConflictDoNothing().returning()
      : await tx
          .delete(feedPostShares)
          .where(and(eq(feedPostShares.postId, postId), eq(feedPostShares.userId, userId)))
          .returning();
    const [row] =
      changed.length === 0
        ? await tx.select({ shares: feedPosts.shareCount }).from(feedPosts).where(eq(feedPosts.id, postId))
        : await tx
            .update(feedPosts)
            .set({ shareCount: sql`${feedPosts.shareCount} + ${shared ? 1 : -1}` })
            .where(eq(feedPosts.id, postId))
            .returning({ shares: feedPosts.shareCount });
    return { shared, shares: row?.shares ?? 0 };
  });
}

/**
 * Adds a comment to a post the member can see; the author hears of it live,
 * and gets a notice for each comment (each says something new; the comment
 * limit keeps their number down).
 */
export async function addComment(db: Database, userId: string, postId: number, body: string) {
  const post = await visiblePost(db, userId, postId);
  const limit = await hitLimit(db, `comments:user:${userId}`, LIMITS.commentsPerAccount);
  if (limit.limited) throw rateLimited(FEED_MESSAGES.limited, limit.retryAfterSeconds);
  return changeAndNotify(db, async (tx, notify) => {
    const [comment] = await tx
      .insert(feedComments)
      .values({ postId, authorId: userId, body })
      .returning({ id: feedComments.id });
    await tx
      .update(feedPosts)
      .set({ commentCount: sql`${feedPosts.commentCount} + 1` })
      .where(eq(feedPosts.id, postId));
    await tellAuthor(tx, post.authorId, userId, postId);
    const commenter = await findNoticeActor(tx, userId);
    await notify({
      userId: post.authorId,
      kind: "post_comment",
      actorId: userId,
      text: `${commenter.name} commented on your post: "${excerpt(body)}"`,
      link: `/feed/${postId}`,
    });
    return comment!.id;
  });
}

/** The start of a comment, as a notice quotes it. */
function excerpt(body: string) {
  const oneLine = body.replace(/\s+/g, " ").trim();
  return oneLine.length > 80 ? `${oneLine.slice(0, 77)}...` : oneLine;
}

/** Changes a post's words: only its author's post (anyone else's reads as not found). */
export async function editPost(db: Database, userId: string, postId: number, body: string) {
  const [post] = await db
    .select({ imageId: feedPosts.imageId, videoUrl: feedPosts.videoUrl })
    .from(feedPosts)
    .where(and(eq(feedPosts.id, postId), eq(feedPosts.authorId, userId)));
  if (!post) throw new ServiceError("not_found", FEED_MESSAGES.notFound);
  // A post keeps something to show: its words may go only if it has an image or a video.
  if (!body && !post.imageId && !post.videoUrl) throw new ServiceError("invalid", FEED_MESSAGES.empty);
  await db
    .update(feedPosts)
    .set({ body, editedAt: new Date() })
    .where(and(eq(feedPosts.id, postId), eq(feedPosts.authorId, userId)));
}

/** Deletes a post with its likes, shares and comments: only its author's. */
export async function deletePost(db: Database, userId: string, postId: number) {
  const removed = await db
    .delete(feedPosts)
    .where(and(eq(feedPosts.id, postId), eq(feedPosts.authorId, userId)))
    .returning({ id: feedPosts.id });
  if (removed.length === 0) throw new ServiceError("not_found", FEED_MESSAGES.notFound);
}

/** Changes a comment's words: only its author's. */
export async function editComment(db: Database, userId: string, commentId: number, body: string) {
  const changed = await db
    .update(feedComments)
    .set({ body, editedAt: new Date() })
    .where(and(eq(feedComments.id, commentId), eq(feedComments.authorId, userId)))
    .returning({ id: feedComments.id });
  if (changed.length === 0) throw new ServiceError("not_found", FEED_MESSAGES.notFound);
}

/** Deletes a comment: only its author's; the post's count follows in the same transaction. */
export async function deleteComment(db: Database, userId: string, commentId: number) {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(feedComments)
      .where(and(eq(feedComments.id, commentId), eq(feedComments.authorId, userId)))
      .returning({ postId: feedComments.postId });
    if (!removed) throw new ServiceError("not_found", FEED_MESSAGES.notFound);
    await tx
      .update(feedPosts)
      .set({ commentCount: sql`${feedPosts.commentCount} - 1` })
      .where(eq(feedPosts.id, removed.postId));
  });
}
