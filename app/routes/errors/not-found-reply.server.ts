import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { recordNotFound } from "~/features/not-found/record-not-found.server";
import { requestFacts } from "~/features/security/client-address.server";
import { pageUrl } from "~/lib/page-url.server";

/**
 * The 404 a loader or action throws for something that is not there, after
 * recording the path for staff; the root's error boundary draws the not-found
 * page from it. It reads the request and builds the reply, which is route
 * work (decision 021), so it lives beside the routes that throw it; it is no
 * route itself (app/routes.ts does not list it).
 *
 *   if (!topic) throw await notFound(request, "Help topic not found");
 */
export async function notFound(request: Request, what = "Page not found") {
  const url = pageUrl(request);
  await recordNotFound(
    getDb(),
    requestFacts(request),
    { path: url.pathname + url.search, referrer: request.headers.get("referer") },
    what,
  );
  return data({ error: what }, { status: 404 });
}
