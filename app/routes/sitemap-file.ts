import { CATEGORY_SLUGS } from "~/constants/categories";
import { CITIES } from "~/constants/cities";
import { LEGAL_PAGES } from "~/constants/navigation";
import { getDb } from "~/db/client.server";
import { listSitemapPosts } from "~/features/feed/list-sitemap-posts.server";
import { HELP_TOPICS } from "~/features/help/help-content";
import { listSitemapMedia } from "~/features/library/list-sitemap-media.server";
import { listSitemapNews } from "~/features/news/list-sitemap-news.server";
import { POSTING_KIND_DEFINITIONS, POSTING_KINDS } from "~/features/postings/posting-kinds";
import { postingPath } from "~/features/postings/posting-path";
import { listSitemapPostings } from "~/features/postings/posting-sitemap.server";
import { listSitemapProductions } from "~/features/productions/list-sitemap-productions.server";
import { listSitemapProfiles } from "~/features/profiles/list-sitemap-profiles.server";
import { requestUrls } from "~/lib/request-urls.server";
import { parseSitemapName, pathSegment, sitemapNotFound, urlSetXml, xmlReply } from "~/lib/sitemap.server";
import type { Route } from "./+types/sitemap-file";

/** The public pages that are not one record's: the site's own, each city's, the help topics, the legal pages, the categories. */
const PAGE_PATHS: readonly string[] = [
  "/",
  "/discover",
  "/auditions",
  "/jobs",
  "/collaboration",
  "/library",
  "/feed",
  "/news",
  ...CITIES.flatMap((city) => [
    `/city-opportunities?city=${pathSegment(city.id)}`,
    `/city-auditions/${pathSegment(city.id)}`,
  ]),
  "/about",
  "/help",
  ...HELP_TOPICS.map((topic) => `/help/${pathSegment(topic.slug)}`),
  "/subscription",
  ...LEGAL_PAGES.map((page) => `/legal/${pathSegment(page.slug)}`),
  "/contact",
  "/advertise",
  ...CATEGORY_SLUGS.map((slug) => `/category/${pathSegment(slug)}`),
];

/**
 * GET /sitemaps/{name}.xml: one file the index names. `pages.xml` lists the
 * pages above; `profiles-{n}.xml` the profiles whose ids fall in chunk n,
 * `auditions-{n}.xml`, `jobs-{n}.xml` and `projects-{n}.xml` each kind's open postings
 * (posting-sitemap.server.ts, decision 027), `media.xml` the library's titles, `news.xml` the news items, `posts-{n}.xml` the feed's posts, `productions-{n}.xml` the productions' pages. Any other name, or a chunk that holds no profile, is a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const file = parseSitemapName(params.name);
  const { origin } = requestUrls(request);
  if (file?.section === "pages" && file.chunk === null) {
    return xmlReply(urlSetXml(PAGE_PATHS.map((path) => ({ loc: `${origin}${path}` }))));
  }
  if (file?.section === "media" && file.chunk === null) {
    const rows = await listSitemapMedia(getDb());
    return xmlReply(
      urlSetXml(
        rows.map((row) => ({ loc: `${origin}/media/${pathSegment(row.id)}`, lastmod: row.createdAt })),
      ),
    );
  }
  if (file?.section === "news" && file.chunk === null) {
    const rows = await listSitemapNews(getDb());
    return xmlReply(
      urlSetXml(rows.map((row) => ({ loc: `${origin}/news?id=${row.id}`, lastmod: row.createdAt }))),
    );
  }
  if (file?.section === "posts" && file.chunk !== null) {
    const rows = await listSitemapPosts(getDb(), file.chunk);
    if (rows.length > 0) {
      return xmlReply(
        urlSetXml(
          rows.map((row) => ({ loc: `${origin}/feed/${row.id}`, lastmod: row.editedAt ?? row.createdAt })),
        ),
      );
    }
  }
  if (file?.section === "profiles" && file.chunk !== null) {
    const usernames = await listSitemapProfiles(getDb(), file.chunk);
    if (usernames.length > 0) {
      return xmlReply(
        urlSetXml(usernames.map((username) => ({ loc: `${origin}/u/${pathSegment(username)}` }))),
      );
    }
  }
  const kind = POSTING_KINDS.find((k) => POSTING_KIND_DEFINITIONS[k].sitemapSection === file?.section);
  if (kind && file?.chunk != null) {
    const rows = await listSitemapPostings(getDb(), kind, file.chunk);
    if (rows.length > 0) {
      return xmlReply(
        urlSetXml(
          rows.map((row) => ({
            loc: `${origin}${postingPath({ kind, id: row.id })}`,
            lastmod: row.updatedAt,
          })),
        ),
      );
    }
  }
  if (file?.section === "productions" && file.chunk !== null) {
    const rows = await listSitemapProductions(getDb(), file.chunk);
    if (rows.length > 0) {
      return xmlReply(
        urlSetXml(
          rows.map((row) => ({
            loc: `${origin}/productions/${pathSegment(row.slug)}`,
            lastmod: row.verifiedAt ?? row.createdAt,
          })),
        ),
      );
    }
  }
  return sitemapNotFound();
}
