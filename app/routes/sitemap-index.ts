import { getDb } from "~/db/client.server";
import { listSitemapAuditionChunks } from "~/features/auditions/list-sitemap-auditions.server";
import { listSitemapPostChunks } from "~/features/feed/list-sitemap-posts.server";
import { listSitemapJobChunks } from "~/features/jobs/list-sitemap-jobs.server";
import { POSTING_KIND_FACTS } from "~/features/postings/posting-kinds";
import { listSitemapProductionChunks } from "~/features/productions/list-sitemap-productions.server";
import { listSitemapProfileChunks } from "~/features/profiles/list-sitemap-profiles.server";
import { listSitemapProjectChunks } from "~/features/projects/list-sitemap-projects.server";
import { requestUrls } from "~/lib/request-urls.server";
import { sitemapIndexXml, sitemapPath, xmlReply } from "~/lib/sitemap.server";
import type { Route } from "./+types/sitemap-index";

/**
 * GET /sitemap.xml: the sitemap index. It names the files, never the pages, so
 * it stays small however many profiles there are (decision 027): the public
 * pages' file, then the media library's titles, then one file per 50,000-id range of profiles that holds any,
 * then the same for upcoming auditions, open jobs and open collaboration projects.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { origin } = requestUrls(request);
  const [chunks, auditionChunks, jobChunks, projectChunks, postChunks, productionChunks] = await Promise.all([
    listSitemapProfileChunks(getDb()),
    listSitemapAuditionChunks(getDb()),
    listSitemapJobChunks(getDb()),
    listSitemapProjectChunks(getDb()),
    listSitemapPostChunks(getDb()),
    listSitemapProductionChunks(getDb()),
  ]);
  return xmlReply(
    sitemapIndexXml([
      `${origin}${sitemapPath("pages")}`,
      `${origin}${sitemapPath("media")}`,
      `${origin}${sitemapPath("news")}`,
      ...chunks.map((chunk) => `${origin}${sitemapPath("profiles", chunk)}`),
      ...auditionChunks.map(
        (chunk) => `${origin}${sitemapPath(POSTING_KIND_FACTS.audition.sitemapSection, chunk)}`,
      ),
      ...jobChunks.map((chunk) => `${origin}${sitemapPath(POSTING_KIND_FACTS.job.sitemapSection, chunk)}`),
      ...projectChunks.map(
        (chunk) => `${origin}${sitemapPath(POSTING_KIND_FACTS.project.sitemapSection, chunk)}`,
      ),
      ...postChunks.map((chunk) => `${origin}${sitemapPath("posts", chunk)}`),
      ...productionChunks.map((chunk) => `${origin}${sitemapPath("productions", chunk)}`),
    ]),
  );
}
