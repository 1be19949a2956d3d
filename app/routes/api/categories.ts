import { getDb } from "~/db/client.server";
import { listCategories } from "~/features/categories/list-categories.server";
import { toCategoryCard } from "~/features/home/category-grid";

/**
 * GET /api/categories: every category as the home page's grid draws it, for
 * its View More; the page itself carries only the first few.
 */
export async function loader() {
  return { categories: (await listCategories(getDb())).map(toCategoryCard) };
}
