import { getDb } from "~/db/client.server";
import { viewerOf } from "~/features/accounts/viewer.server";
import { resolveCategoryPath } from "~/features/categories/category-path";
import { CategoryNotFound } from "~/features/categories/components/category-not-found";
import { CATEGORY_NOT_FOUND, registerForCategory } from "~/features/categories/register-for-category.server";
import { REGISTRATION_MESSAGES, registrationSchema } from "~/features/categories/registration-schema";
import { CategoryPage } from "~/features/category-pages/category-page";
import { categoryPageMeta } from "~/features/category-pages/category-page-meta";
import { requestFacts } from "~/features/security/client-address.server";
import { conformAction } from "~/lib/form-intents.server";
import { logger } from "~/lib/logger.server";
import { ServiceError } from "~/lib/service-error";
import { categoryLoader } from "~/routes/categories/category-page.server";
import type { Route } from "./+types/category";

/**
 * Category landing pages (spec part 2; decision 028): /category, /category/{slug}
 * and, through routes/category-prefix.tsx, each category's own prefix. This
 * route also takes the Join form, which every path posts here.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return categoryLoader(request);
}

/**
 * The Join form, posted from any category's path: refused as not found off a
 * category. A failure that is not a refusal is the failure message of spec
 * part 2, section 8, with what was typed kept, rather than the error screen.
 */
export const action = conformAction(
  registrationSchema,
  async (value, { request, url, context }: Route.ActionArgs) => {
    const resolved = resolveCategoryPath(url.pathname);
    if (resolved.kind !== "category") throw new ServiceError("not_found", CATEGORY_NOT_FOUND);
    try {
      await registerForCategory(
        getDb(),
        requestFacts(request),
        viewerOf(context)?.id ?? null,
        resolved.category.slug,
        value,
      );
    } catch (thrown) {
      if (thrown instanceof ServiceError) throw thrown;
      logger().error({ err: thrown }, "Category registration failed");
      throw new ServiceError("unavailable", REGISTRATION_MESSAGES.failure);
    }
    return {};
  },
);

export const meta: Route.MetaFunction = ({ loaderData }) => categoryPageMeta(loaderData);

export default function Category({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (page.kind !== "category") return <CategoryNotFound />;
  return (
    <CategoryPage {...page} actionData={actionData && "result" in actionData ? actionData : undefined} />
  );
}
