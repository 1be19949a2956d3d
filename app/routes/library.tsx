import { getDb } from "~/db/client.server";
import { LibraryPage } from "~/features/library/components/library-page";
import { parseLibraryQuery } from "~/features/library/library-filters";
import { listMediaTitles } from "~/features/library/list-media-titles.server";
import { libraryMeta } from "~/features/library/media-meta";
import { requestUrls } from "~/lib/request-urls.server";
import type { Route } from "./+types/library";

export async function loader({ request, url }: Route.LoaderArgs) {
  const { origin } = requestUrls(request);
  const query = parseLibraryQuery(url.searchParams);
  const { titles, options } = await listMediaTitles(getDb(), query);
  return { urls: { origin, canonical: `${origin}/library` }, query, titles, options };
}

export const meta: Route.MetaFunction = ({ loaderData }) => libraryMeta(loaderData);

export default function Library({ loaderData }: Route.ComponentProps) {
  return <LibraryPage query={loaderData.query} titles={loaderData.titles} options={loaderData.options} />;
}
