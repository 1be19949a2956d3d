import type { CategoryDefinition } from "~/constants/categories";
import { SITE } from "~/constants/site";
import { categoryPath } from "~/features/categories/category-path";
import { pageMeta } from "~/lib/seo";

type MetaData =
  | { urls: { origin: string }; page: { kind: "category"; category: CategoryDefinition } | { kind: string } }
  | undefined;

/**
 * Search and share metadata for a category page, rendered on the server: the
 * canonical address is always /category/{slug}, whichever path (/acting,
 * /acting/acting, /category/Acting) or tab showed it, so search engines index
 * one page per category. "Category Not Found" is kept out of the index.
 */
export function categoryPageMeta(data: MetaData) {
  const page = data?.page;
  if (!data || !page || page.kind !== "category" || !("category" in page)) {
    return [{ title: "Category Not Found | Rangmanch" }, { name: "robots", content: "noindex" }];
  }
  const { category } = page;
  return pageMeta({
    // The talent pages carry the spec's second brand (spec part 1, section 1; decision 068).
    title: `${category.name} Professionals in India | ${SITE.hubName}`,
    description: category.description,
    url: `${data.urls.origin}${categoryPath(category.slug)}`,
    image: `${data.urls.origin}${category.imageUrl}`,
  });
}
