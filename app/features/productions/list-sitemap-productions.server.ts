import { asc, between } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { productions } from "~/db/schema";
import { chunkIdRange } from "~/lib/sitemap.server";
import { listIdChunks } from "~/lib/sitemap-chunks.server";

/**
 * The productions' part of the sitemap (decision 027's fixed id ranges): every
 * production's page, verified or not, since its page says which it is.
 */
export function listSitemapProductionChunks(db: Database): Promise<number[]> {
  return listIdChunks(db, productions, productions.id);
}

export function listSitemapProductions(db: Database, chunk: number) {
  const { first, last } = chunkIdRange(chunk);
  return db
    .select({ slug: productions.slug, verifiedAt: productions.verifiedAt, createdAt: productions.createdAt })
    .from(productions)
    .where(between(productions.id, first, last))
    .orderBy(asc(productions.id));
}
