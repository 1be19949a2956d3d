import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsItems } from "~/db/schema";

/** One sitemap file holds at most this many addresses (the sitemap protocol's limit). */
const SITEMAP_FILE_MAX = 50_000;

/** The news items' part of the sitemap: one file (staff publish by hand), each at its shared address /news?id=. */
export function listSitemapNews(db: Database) {
  return db
    .select({ id: newsItems.id, createdAt: newsItems.createdAt })
    .from(newsItems)
    .orderBy(asc(newsItems.id))
    .limit(SITEMAP_FILE_MAX);
}
