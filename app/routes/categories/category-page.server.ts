import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { loadCategoryPage } from "~/features/category-pages/load-category-page.server";
import { recordNotFound } from "~/features/not-found/record-not-found.server";
import { requestFacts } from "~/features/security/client-address.server";
import { pageUrl } from "~/lib/page-url.server";
import { requestUrls } from "~/lib/request-urls.server";

/**
 * The loader both category routes share (routes/category.tsx and
 * routes/category-prefix.tsx): the page, a 404 that still draws "Category Not
 * Found" (recorded for staff like any missing page), or a redirect to
 * /discover for deeper paths. Route code, not a route: app/routes.ts does not
 * list it.
 */
export async function categoryLoader(request: Request) {
  const url = pageUrl(request);
  const page = await loadCategoryPage(getDb(), url);
  if (page.kind === "redirect") throw redirect(page.to);
  const reply = { urls: requestUrls(request), page };
  if (page.kind === "not-found") {
    await recordNotFound(
      getDb(),
      requestFacts(request),
      { path: url.pathname + url.search, referrer: request.headers.get("referer") },
      "Category not found",
    );
    return data(reply, { status: 404 });
  }
  return reply;
}
