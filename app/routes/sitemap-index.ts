import { getDb } from "~/db/client.server";
import { listSitemapPostChunks } from "~/features/feed/list-sitemap-posts.server";
import { POSTING_KIND_DEFINITIONS, POSTING_KINDS } from "~/features/postings/posting-kinds";
import { listSitemapPostingChunks } from "~/features/postings/posting-sitemap.server";
import { listSitemapProductionChunks } from "~/features/productions/list-sitemap-productions.server";
import { listSitemapProfileChunks } from "~/features/profiles/list-sitemap-profiles.server";
import { requestUrls } from "~/lib/request-urls.server";
import { sitemapIndexXml, sitemapPath, xmlReply } from "~/lib/sitemap.server";
import type { Route } from "./+types/sitemap-index";

/**
 * GET /sitemap.xml: the sitemap index. It names the files, never the pages, so
 * it stays small however many profiles there are (decision 027): the public
 * pages' file, then the media library's titles, then one file per 50,000-id range of profiles that holds any,
 * then the same for each kind's open postings (auditions, jobs, collaboration projects).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { origin } = requestUrls(request);
  const [chunks, postingChunks, postChunks, productionChunks] = await Promise.all([
    listSitemapProfileChunks(getDb()),
    Promise.all(POSTING_KINDS.map((kind) => listSitemapPostingChunks(getDb(), kind))),
    listSitemapPostChunks(getDb()),
    listSitemapProductionChunks(getDb()),
  ]);
  return xmlReply(
    sitemapIndexXml([
      `${origin}${sitemapPath("pages")}`,
      `${origin}${sitemapPath("media")}`,
      `${origin}${sitemapPath("news")}`,
      ...chunks.map((chunk) => `${origin}${sitemapPath("profiles", chunk)}`),
      ...POSTING_KINDS.flatMap((kind, i) =>
        postingChunks[i]!.map(
          (chunk) => `${origin}${sitemapPath(POSTING_KIND_DEFINITIONS[kind].sitemapSection, chunk)}`,
        ),
      ),
      ...postChunks.map((chunk) => `${origin}${sitemapPath("posts", chunk)}`),
      ...productionChunks.map((chunk) => `${origin}${sitemapPath("productions", chunk)}`),
    ]),
  );
}
