import { and, asc, between } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { chunkIdRange } from "~/lib/sitemap.server";
import { listIdChunks } from "~/lib/sitemap-chunks.server";
import type { PostingKind } from "./posting-kinds";
import { listedPostings, POSTINGS } from "./posting-tables.server";

/**
 * A kind's part of the sitemap (decision 027's fixed id ranges): its postings
 * that are open and shown to everyone (`listedPostings`), each with when it
 * last changed. A closed or past posting keeps its page but leaves the
 * sitemap, as does a held one and a suspended member's, alike for every kind:
 * the sitemap asks the one definition, so no kind keeps closed postings listed.
 */
export function listSitemapPostingChunks(db: Database, kind: PostingKind, now = new Date()) {
  const { table } = POSTINGS[kind];
  return listIdChunks(db, table, table.id, listedPostings(kind, now));
}

export function listSitemapPostings(db: Database, kind: PostingKind, chunk: number, now = new Date()) {
  const { table, updatedAt } = POSTINGS[kind];
  const { first, last } = chunkIdRange(chunk);
  return db
    .select({ id: table.id, updatedAt })
    .from(table)
    .where(and(between(table.id, first, last), listedPostings(kind, now)))
    .orderBy(asc(table.id));
}
