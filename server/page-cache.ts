import { CATEGORY_SLUGS } from "~/constants/categories";
import { THEME_STORAGE_KEY } from "~/features/theme/theme";
import { LANGUAGE_COOKIE, LANGUAGE_PARAM, resolveLocale } from "~/lib/i18n/locale";
import { onReadCachesCleared } from "~/lib/read-cache.server";

/**
 * Rendered public pages, kept for a few seconds for signed-out visitors.
 *
 * Most traffic is people who are not signed in reading the same few pages
 * (home, profiles, help). Rendering one takes milliseconds of the only thread
 * we have; sending a kept copy takes microseconds. What makes a copy safe to
 * send to someone else:
 * - only requests whose cookies cannot change the page are answered from it
 *   (none, or the theme cookie, which is part of the key): a session, a flash
 *   message or any cookie we do not know means the page is drawn afresh;
 * - only routes named in PUBLIC_PAGE_ROUTES are kept, and only a 200 without
 *   Set-Cookie;
 * - the key is the whole URL with its host, so a forged Host header cannot put
 *   its links into someone else's page;
 * - the CSP nonce is fresh for every reply: the kept copy holds a placeholder
 *   where the first reply's nonce was;
 * - every write in this process empties the cache (with the read caches), so an
 *   edit shows at once; another process's shows within PAGE_CACHE.lifetimeMs.
 */

/**
 * Route patterns whose signed-out pages are the same for everyone, as React
 * Router names them (the paths in app/routes.ts joined, no leading slash; "/"
 * is the home page).
 */
export const PUBLIC_PAGE_ROUTES: ReadonlySet<string> = new Set([
  "/",
  "u/:username",
  "about",
  "help",
  "help/:topic",
  "legal/:page",
  "subscription",
  "advertise",
  "contact",
  "discover",
  // Opportunities: the audition list and each audition, as a visitor sees them.
  "auditions",
  "auditions/:id",
  // Category pages (decision 028): /category/* and each category's own prefix.
  "category/*",
  ...CATEGORY_SLUGS.map((slug) => `${slug}/*`),
]);

/**
 * Routes kept only when their query string holds nothing but these parameters.
 * /discover and its category tabs, and /auditions and its tabs, are landing
 * pages worth keeping; a typed
 * search or a filter is one visitor's, and keeping each would only push the
 * landing pages out of the bound.
 */
const KEPT_QUERY_PARAMETERS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  // `lang` names the page's Hindi version (app/lib/i18n/locale.ts): the same landing page.
  ["discover", new Set(["category", LANGUAGE_PARAM])],
  ["auditions", new Set(["tab", LANGUAGE_PARAM])],
]);

/** Whether the URL in `key` asks only for parameters its route may be kept with. */
function keptWithQuery(route: string, key: string): boolean {
  const allowed = KEPT_QUERY_PARAMETERS.get(route);
  if (!allowed) return true;
  // The key is theme|language|url (keyFor); neither of the first two holds a "|".
  const url = new URL(key.slice(key.indexOf("|", key.indexOf("|") + 1) + 1));
  return [...url.searchParams.keys()].every((name) => allowed.has(name));
}

export type PageCacheOptions = { lifetimeMs: number; maxPages: number; maxPageBytes: number };

export const PAGE_CACHE = {
  lifetimeMs: 10_000,
  maxPages: 300,
  /** A page bigger than this is not worth the memory. */
  maxPageBytes: 512 * 1024,
} as const;

export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** The body with NONCE_PLACEHOLDER where the nonce was. */
  body: string;
  route: string;
  expiresAt: number;
};

/** Cannot occur in a page: it holds characters that HTML escaping always rewrites. */
const NONCE_PLACEHOLDER = "<<rangmanch-csp-nonce>>";

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly stopListening: () => void;
  /**
   * Counts the clears. A page whose render began before a write may hold what
   * the write changed: `keep` refuses it when the count moved meanwhile.
   */
  private clears = 0;

  constructor(private readonly options: PageCacheOptions = PAGE_CACHE) {
    this.stopListening = onReadCachesCleared(() => this.clear());
  }

  /**
   * The key for a request that may be answered from the cache, or null when it
   * must be drawn for this person. `cookieHeader` is the raw Cookie header; the language cookie may
   * come with the theme's, as neither says who the visitor is.
   */
  keyFor(
    method: string,
    url: string,
    cookieHeader: string | undefined,
    acceptLanguage?: string | undefined,
  ): string | null {
    if (method !== "GET" && method !== "HEAD") return null;
    const theme = themeOnlyCookies(cookieHeader);
    if (theme === undefined) return null;
    // A visitor's page is in the language resolveLocale picks for them: the key holds that language,
    // not the raw header, so every browser that asks for Hindi shares one Hindi copy.
    const locale = resolveLocale({ url: new URL(url), cookieHeader, acceptLanguage });
    return `${theme}|${locale}|${url}`;
  }

  /** The page for this key with the reply's own nonce in place, or null. */
  take(key: string, nonce: string, now = Date.now()): Omit<CachedPage, "expiresAt"> | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (page.expiresAt <= now) {
      this.pages.delete(key);
      return null;
    }
    return { ...page, body: page.body.replaceAll(NONCE_PLACEHOLDER, nonce) };
  }

  /** Taken before a render and handed to `keep` with its result. */
  get generation() {
    return this.clears;
  }

  /** Keeps a rendered page if it is one everybody may be shown; says whether it did. */
  keep(
    key: string,
    page: {
      status: number;
      headers: Headers;
      body: string;
      route: string | undefined;
      nonce: string;
      /** `generation` when the render began; none means "now". */
      renderedIn?: number;
    },
    now = Date.now(),
  ): boolean {
    if (page.renderedIn !== undefined && page.renderedIn !== this.clears) return false;
    if (page.status !== 200 || !page.route || !PUBLIC_PAGE_ROUTES.has(page.route)) return false;
    if (!keptWithQuery(page.route, key)) return false;
    if (page.headers.has("set-cookie")) return false;
    if (page.body.length > this.options.maxPageBytes || page.nonce.length < 16) return false;
    const headers = [...page.headers.entries()].filter(([name]) => !UNKEPT_HEADERS.has(name));
    this.pages.delete(key);
    this.pages.set(key, {
      status: page.status,
      headers,
      body: page.body.replaceAll(page.nonce, NONCE_PLACEHOLDER),
      route: page.route,
      expiresAt: now + this.options.lifetimeMs,
    });
    while (this.pages.size > this.options.maxPages) {
      this.pages.delete(this.pages.keys().next().value as string);
    }
    return true;
  }

  clear() {
    this.clears += 1;
    this.pages.clear();
  }

  close() {
    this.stopListening();
    this.clear();
  }

  get size() {
    return this.pages.size;
  }
}

/** Headers that belong to one reply, not to the page. */
const UNKEPT_HEADERS = new Set(["set-cookie", "content-length", "date", "x-request-id"]);

/**
 * The theme cookie's value ("" without one) when it and the language cookie are the only cookies
 * sent, or undefined when any other cookie is present: such a request may be someone's.
 */
function themeOnlyCookies(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return "";
  let theme = "";
  for (const part of cookieHeader.split(";")) {
    if (part.trim() === "") continue;
    const separator = part.indexOf("=");
    const name = (separator < 0 ? part : part.slice(0, separator)).trim();
    if (name === LANGUAGE_COOKIE) continue;
    if (name !== THEME_STORAGE_KEY) return undefined;
    theme = part
      .slice(separator + 1)
      .trim()
      .slice(0, 16)
      .replaceAll("|", "");
  }
  return theme;
}
