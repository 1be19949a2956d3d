import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsComments, newsItems, newsReactions, newsShares } from "~/db/schema";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { rateLimited, ServiceError } from "~/lib/service-error";
import { NEWS_MESSAGES, type Reaction, reactionDeltas } from "./news-rules";

/**
 * Sets a member's reaction to a news item (like, dislike or none) and
 * returns the item's counts. The item's row is locked for the change, so
 * clicks from two tabs at once are applied one after the other, and the
 * counts always equal the reactions stored.
 */
export async function setNewsReaction(db: Database, userId: string, newsId: number, reaction: Reaction) {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: newsItems.id })
      .from(newsItems)
      .where(eq(newsItems.id, newsId))
      .for("update");
    if (!item) throw new ServiceError("not_found", NEWS_MESSAGES.notFound);
    const [existing] = await tx
      .select({ reaction: newsReactions.reaction })
      .from(newsReactions)
      .where(and(eq(newsReactions.newsId, newsId), eq(newsReactions.userId, userId)));
    const before: Reaction = existing?.reaction ?? null;
    if (reaction === null) {
      await tx
        .delete(newsReactions)
        .where(and(eq(newsReactions.newsId, newsId), eq(newsReactions.userId, userId)));
    } else {
      await tx
        .insert(newsReactions)
        .values({ newsId, userId, reaction })
        .onConflictDoUpdate({ target: [newsReactions.newsId, newsReactions.userId], set: { reaction } });
    }
    const delta = reactionDeltas(before, reaction);
    const [counts] = await tx
      .update(newsItems)
      .set({
        likeCount: sql`${newsItems.likeCount} + ${delta.likes}`,
        dislikeCount: sql`${newsItems.dislikeCount} + ${delta.dislikes}`,
      })
      .where(eq(newsItems.id, newsId))
      .returning({ likes: newsItems.likeCount, dislikes: newsItems.dislikeCount });
    return { reaction, ...counts! };
  });
}

/** Sets a member's share of a news item (counted once per member). */
export async function setNewsShare(db: Database, userId: string, newsId: number, shared: boolean) {
  return db.transaction(async (tx) => {
    const [item] = await tx.select({ id: newsItems.id }).from(newsItems).where(eq(newsItems.id, newsId));
    if (!item) throw new ServiceError("not_found", NEWS_MESSAGES.notFound);
    const changed = shared
      ? await tx.insert(newsShares).values({ newsId, userId }).onConflictDoNothing().returning()
      : await tx
          .delete(newsShares)
          .where(and(eq(newsShares.newsId, newsId), eq(newsShares.userId, userId)))
          .returning();
    if (changed.length > 0) {
      await tx
        .update(newsItems)
        .set({ shareCount: sql`${newsItems.shareCount} + ${shared ? 1 : -1}` })
        .where(eq(newsItems.id, newsId));
    }
    return { shared };
  });
}

export async function addNewsComment(db: Database, userId: string, newsId: number, body: string) {
  const limit = await hitLimit(db, `comments:user:${userId}`, LIMITS.commentsPerAccount);
  if (limit.limited)
    throw rateLimited("You are commenting very quickly. Please wait a minute.", limit.retryAfterSeconds);
  await db.transaction(async (tx) => {
    const [item] = await tx.select({ id: newsItems.id }).from(newsItems).where(eq(newsItems.id, newsId));
    if (!item) throw new ServiceError("not_found", NEWS_MESSAGES.notFound);
    await tx.insert(newsComments).values({ newsId, authorId: userId, body });
    await tx
      .update(newsItems)
      .set({ commentCount: sql`${newsItems.commentCount} + 1` })
      .where(eq(newsItems.id, newsId));
  });
}

/** Deletes a member's own comment on a news item. */
export async function deleteNewsComment(db: Database, userId: string, commentId: number) {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(newsComments)
      .where(and(eq(newsComments.id, commentId), eq(newsComments.authorId, userId)))
      .returning({ newsId: newsComments.newsId });
    if (!removed) throw new ServiceError("not_found", NEWS_MESSAGES.notFound);
    await tx
      .update(newsItems)
      .set({ commentCount: sql`${newsItems.commentCount} - 1` })
      .where(eq(newsItems.id, removed.newsId));
  });
}
