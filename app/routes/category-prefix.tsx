import { data } from "react-router";
import { CATEGORY_SLUGS } from "~/constants/categories";
import { CategoryNotFound } from "~/features/categories/components/category-not-found";
import { CategoryPage } from "~/features/category-pages/category-page";
import { categoryPageMeta } from "~/features/category-pages/category-page-meta";
import { pageUrl } from "~/lib/page-url.server";
import { categoryLoader } from "~/routes/categories/category-page.server";
import { notFound } from "~/routes/errors/not-found-reply.server";
import type { Route } from "./+types/category-prefix";

/** Whether the address starts with a category's own prefix (/acting, /Acting/directing): slugs compare case-insensitively. */
function startsWithCategory(request: Request) {
  const first = pageUrl(request).pathname.split("/")[1] ?? "";
  return CATEGORY_SLUGS.includes(first.toLowerCase());
}

/**
 * A category under its own prefix (/acting, /acting/{slug}; one dynamic route
 * in app/routes.ts): the same page as /category/{slug}, which its canonical
 * link names. Any other first segment is a page that does not exist: the 404
 * page, as the catch-all route draws it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (!startsWithCategory(request)) throw await notFound(request);
  return categoryLoader(request);
}

/** The Join form posts to /category/{slug}: a category's prefix takes no posts, and an unknown address is a 404. */
export async function action({ request }: Route.ActionArgs) {
  if (!startsWithCategory(request)) throw await notFound(request);
  throw data({ error: "Method Not Allowed" }, { status: 405 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => categoryPageMeta(loaderData);

export default function CategoryPrefix({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (page.kind !== "category") return <CategoryNotFound />;
  return <CategoryPage {...page} actionData={undefined} />;
}
