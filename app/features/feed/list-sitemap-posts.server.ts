import { and, asc, between } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { feedPosts } from "~/db/schema";
import { notSuspended } from "~/features/accounts/suspension.server";
import { chunkIdRange } from "~/lib/sitemap.server";
import { listIdChunks } from "~/lib/sitemap-chunks.server";

/** The feed's part of the sitemap (decision 027's fixed id ranges): every post by a member in good standing. */
export function listSitemapPostChunks(db: Database): Promise<number[]> {
  return listIdChunks(db, feedPosts, feedPosts.id, notSuspended(feedPosts.authorId));
}

export async function listSitemapPosts(db: Database, chunk: number) {
  const { first, last } = chunkIdRange(chunk);
  return db
    .select({ id: feedPosts.id, createdAt: feedPosts.createdAt, editedAt: feedPosts.editedAt })
    .from(feedPosts)
    .where(and(between(feedPosts.id, first, last), notSuspended(feedPosts.authorId)))
    .orderBy(asc(feedPosts.id));
}
