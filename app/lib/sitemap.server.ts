/**
 * robots.txt and sitemaps (sitemaps.org protocol 0.9) as text, and the chunk
 * maths that splits a large section into files (decision 027). Routes hand in
 * the site's origin (requestUrls) and the paths; nothing here reads a request.
 */

/**
 * URLs per file: 10,000, a fifth of the protocol's limit (50,000). A file of 50,000 addresses is 3.4 to
 * 4.9 MB of XML and took 130 to 180 ms to draw at 1,000,000 posts (npm run bench:lists; decision 027); a
 * fifth of that is drawn well inside the lists' 100 ms, and a crawler reads more files, each quickly.
 */
export const SITEMAP_MAX_URLS = 10_000;

/** The largest PostgreSQL `serial` (int4) id. */
const MAX_SERIAL_ID = 2_147_483_647;

/**
 * The most chunks a section keyed by a `serial` id can have. A bigger number
 * names no chunk, so it is refused before any query.
 */
export const SITEMAP_MAX_CHUNK = Math.ceil(MAX_SERIAL_ID / SITEMAP_MAX_URLS);

/** Where crawlers may not go: signed-in and staff pages, the API, one-off links. */
export const ROBOTS_DISALLOWED = [
  "/account",
  "/edit-profile",
  "/staff",
  "/api/",
  "/logout",
  "/reset-password",
] as const;

const HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  // Crawlers read these now and then; an hour old is fresh enough, and a shared cache may keep them.
  "Cache-Control": "public, max-age=3600",
};

export type SitemapUrl = { loc: string; lastmod?: Date };

/**
 * The ids chunk `chunk` (1-based) of a section covers: chunk 1 is ids 1 to
 * 10,000, and so on; the last one stops at the largest id, so that neither
 * bound is out of an int4 column's range.
 */
export function chunkIdRange(chunk: number): { first: number; last: number } {
  return {
    first: (chunk - 1) * SITEMAP_MAX_URLS + 1,
    last: Math.min(chunk * SITEMAP_MAX_URLS, MAX_SERIAL_ID),
  };
}

/** The path of a sitemap file: `/sitemaps/pages.xml`, `/sitemaps/profiles-3.xml`. */
export function sitemapPath(section: string, chunk?: number): string {
  return chunk === undefined ? `/sitemaps/${section}.xml` : `/sitemaps/${section}-${chunk}.xml`;
}

/**
 * Reads a file name made by sitemapPath: `{ section, chunk }` (chunk null for an
 * unchunked section), or null for anything else. Digits are bounded and no
 * leading zero is accepted, so one file has one name and a huge number cannot
 * reach the database.
 */
export function parseSitemapName(name: string): { section: string; chunk: number | null } | null {
  const match = /^([a-z]{1,30})(?:-([1-9][0-9]{0,5}))?\.xml$/.exec(name);
  if (!match) return null;
  const section = match[1]!;
  if (match[2] === undefined) return { section, chunk: null };
  const chunk = Number(match[2]);
  return chunk <= SITEMAP_MAX_CHUNK ? { section, chunk } : null;
}

/** Characters XML 1.0 cannot carry at all (controls, lone surrogates, U+FFFE/FFFF): dropped, not escaped. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/** One path segment made from data (a username): percent-encoded, so the URL stays a URL. */
export function pathSegment(value: string): string {
  return encodeURIComponent(value.replace(NOT_XML, ""));
}

/** A `<urlset>`: one file's pages. */
export function urlSetXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(({ loc, lastmod }) =>
    lastmod
      ? `<url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>`
      : `<url><loc>${escapeXml(loc)}</loc></url>`,
  );
  return xmlDocument("urlset", entries);
}

/** A `<sitemapindex>`: the files that hold the pages. */
export function sitemapIndexXml(locs: readonly string[]): string {
  return xmlDocument(
    "sitemapindex",
    locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
  );
}

function xmlDocument(root: string, entries: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...entries,
    `</${root}>`,
    "",
  ].join("\n");
}

/** The reply for a sitemap file. */
export function xmlReply(xml: string): Response {
  return new Response(xml, { headers: HEADERS });
}

/** robots.txt: everything public may be crawled; the sitemap's absolute URL. */
export function robotsTxt(sitemapUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${sitemapUrl}`,
    "",
  ].join("\n");
}

/** The reply for robots.txt. */
export function robotsReply(text: string): Response {
  return new Response(text, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": HEADERS["Cache-Control"] },
  });
}

/** What a sitemap name that names nothing gets: a plain 404 (crawlers read no page). */
export function sitemapNotFound(): Response {
  return new Response("Not found.\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
