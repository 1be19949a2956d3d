import { asc } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { categories } from "~/db/schema";

export type Category = typeof categories.$inferSelect;

export async function listCategories(): Promise<Category[]> {
  return getDb().select().from(categories).orderBy(asc(categories.sortOrder));
}
