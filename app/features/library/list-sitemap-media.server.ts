import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { mediaTitles } from "~/db/schema";

/** One sitemap file holds at most this many addresses (the sitemap protocol's limit). */
const SITEMAP_FILE_MAX = 50_000;

/**
 * The media library's part of the sitemap: one file, since staff add titles
 * by hand and a library of 50,000 is far off (then it would split by id like
 * profiles, decision 027).
 */
export function listSitemapMedia(db: Database) {
  return db
    .select({ id: mediaTitles.id, createdAt: mediaTitles.createdAt })
    .from(mediaTitles)
    .orderBy(asc(mediaTitles.id))
    .limit(SITEMAP_FILE_MAX);
}
