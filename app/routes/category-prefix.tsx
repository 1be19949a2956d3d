import { CategoryNotFound } from "~/features/categories/components/category-not-found";
import { CategoryPage } from "~/features/category-pages/category-page";
import { categoryPageMeta } from "~/features/category-pages/category-page-meta";
import { categoryLoader } from "~/routes/categories/category-page.server";
import type { Route } from "./+types/category-prefix";

/**
 * A category under its own prefix (/acting, /acting/{slug}; one route per
 * category in app/routes.ts): the same page as /category/{slug}, which its
 * canonical link names. No action: the Join form posts to /category/{slug}.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return categoryLoader(request);
}

export const meta: Route.MetaFunction = ({ loaderData }) => categoryPageMeta(loaderData);

export default function CategoryPrefix({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (page.kind !== "category") return <CategoryNotFound />;
  return <CategoryPage {...page} actionData={undefined} />;
}
