import { and, asc, between, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { projects } from "~/db/schema";
import { shownPostings } from "~/features/postings/posting-tables.server";
import { chunkIdRange } from "~/lib/sitemap.server";
import { listIdChunks } from "~/lib/sitemap-chunks.server";

/**
 * The collaboration projects' part of the sitemap (decision 027's fixed id
 * ranges): the ones still open to requests. A completed project keeps its
 * page but leaves the sitemap, as does a suspended member's.
 */
const listed = () => and(isNull(projects.closedAt), shownPostings("project", null))!;

export function listSitemapProjectChunks(db: Database): Promise<number[]> {
  return listIdChunks(db, projects, projects.id, listed());
}

export async function listSitemapProjects(db: Database, chunk: number) {
  const { first, last } = chunkIdRange(chunk);
  return db
    .select({ id: projects.id, updatedAt: projects.updatedAt })
    .from(projects)
    .where(and(between(projects.id, first, last), listed()))
    .orderBy(asc(projects.id));
}
