import { and, asc, between } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { chunkIdRange } from "~/lib/sitemap.server";
import { listIdChunks } from "~/lib/sitemap-chunks.server";
import { openJobs } from "./list-jobs.server";

/**
 * The jobs' part of the sitemap (decision 027's fixed id ranges): the open
 * ones, which people can still apply to. A closed job keeps its page but
 * leaves the sitemap.
 */
export function listSitemapJobChunks(db: Database, now = new Date()): Promise<number[]> {
  return listIdChunks(db, jobs, jobs.id, openJobs(now));
}

export async function listSitemapJobs(db: Database, chunk: number, now = new Date()) {
  const { first, last } = chunkIdRange(chunk);
  return db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(and(between(jobs.id, first, last), openJobs(now)))
    .orderBy(asc(jobs.id));
}
