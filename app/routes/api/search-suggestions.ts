import { getDb } from "~/db/client.server";
import { viewerOf } from "~/features/accounts/viewer.server";
import { cleanQuery } from "~/features/talent/discover-params";
import { suggestSearches } from "~/features/talent/suggest-searches.server";
import type { Route } from "./+types/search-suggestions";

/** GET /api/search-suggestions?q=: real names, skills and roles for what is typed (at most 5). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const typed = cleanQuery(url.searchParams.get("q"));
  return { typed, suggestions: await suggestSearches(getDb(), typed, viewerOf(context)?.id ?? null) };
}
