import { arrayContains, count } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";

/**
 * How many profiles list the category: the hero's professional count. Every
 * profile counts, as the Talent tab lists every one; `categories @> {slug}`
 * is what profiles_categories_idx (GIN) serves.
 */
export async function countCategoryProfessionals(db: Database, slug: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(profiles)
    .where(arrayContains(profiles.categories, [slug]));
  return Number(row?.value ?? 0);
}
