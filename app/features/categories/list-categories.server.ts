import { asc, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories } from "~/db/schema";
import { ReadCache } from "~/lib/read-cache.server";

export type Category = typeof categories.$inferSelect;

/** Read on every home page; kept for a few seconds (app/lib/read-cache.server.ts). Callers must not change it. */
const allCategories = new ReadCache<Category[]>("categories", 1);

/** The categories in the order of spec part 2, section 9; retired ones (decision 026) are left out. */
export function listCategories(db: Database): Promise<Category[]> {
  return allCategories.read("all", () =>
    db.select().from(categories).where(isNull(categories.retiredAt)).orderBy(asc(categories.sortOrder)),
  );
}
