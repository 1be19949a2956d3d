import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { viewerOf } from "~/features/accounts/viewer.server";
import { resolveCategoryPath } from "~/features/categories/category-path";
import { CategoryNotFound } from "~/features/categories/components/category-not-found";
import { CATEGORY_NOT_FOUND, registerForCategory } from "~/features/categories/register-for-category.server";
import { REGISTRATION_MESSAGES, registrationSchema } from "~/features/categories/registration-schema";
import { CategoryPage } from "~/features/category-pages/category-page";
import { categoryPageMeta } from "~/features/category-pages/category-page-meta";
import { requestFacts } from "~/features/security/client-address.server";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { readFormData } from "~/lib/http.server";
import { ServiceError } from "~/lib/service-error";
import { formReply } from "~/lib/service-error-reply.server";
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

export async function action({ request, url, context }: Route.ActionArgs) {
  const resolved = resolveCategoryPath(url.pathname);
  if (resolved.kind !== "category") {
    return data({ ok: false, message: CATEGORY_NOT_FOUND }, { status: 404 });
  }
  const submission = parseForm(await readFormData(request), registrationSchema);
  if (submission.status !== "success") {
    return data({ ok: false, result: boundedReply(submission, registrationSchema) }, { status: 400 });
  }
  try {
    const viewer = viewerOf(context);
    await registerForCategory(
      getDb(),
      requestFacts(request),
      viewer?.id ?? null,
      resolved.category.slug,
      submission.value,
    );
  } catch (thrown) {
    if (thrown instanceof ServiceError) return formReply(thrown, submission, registrationSchema);
    // The spec's failure message, with what was typed kept, rather than the error screen.
    console.error("Category registration failed:", thrown);
    return data(
      {
        ok: false,
        result: boundedReply(submission, registrationSchema, { formErrors: [REGISTRATION_MESSAGES.failure] }),
      },
      { status: 500 },
    );
  }
  return { ok: true, result: submission.reply({ resetForm: true }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => categoryPageMeta(loaderData);

export default function Category({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (page.kind !== "category") return <CategoryNotFound />;
  return (
    <CategoryPage {...page} actionData={actionData && "result" in actionData ? actionData : undefined} />
  );
}
