import { and, asc, between, gte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditions } from "~/db/schema";
import { shownPostings } from "~/features/postings/posting-tables.server";
import { startOfTodayInIndia } from "~/lib/india-days";
import { chunkIdRange } from "~/lib/sitemap.server";
import { listIdChunks } from "~/lib/sitemap-chunks.server";

/**
 * The auditions' part of the sitemap (decision 027's fixed id ranges): the
 * upcoming ones, which people can still apply to. A completed audition keeps
 * its page but leaves the sitemap, as does a suspended member's.
 */
const listed = (now: Date) =>
  and(gte(auditions.date, startOfTodayInIndia(now)), shownPostings("audition", null))!;

export function listSitemapAuditionChunks(db: Database, now = new Date()): Promise<number[]> {
  return listIdChunks(db, auditions, auditions.id, listed(now));
}

export async function listSitemapAuditions(db: Database, chunk: number, now = new Date()) {
  const { first, last } = chunkIdRange(chunk);
  const rows = await db
    .select({ id: auditions.id, createdAt: auditions.createdAt })
    .from(auditions)
    .where(and(between(auditions.id, first, last), listed(now)))
    .orderBy(asc(auditions.id));
  return rows;
}
