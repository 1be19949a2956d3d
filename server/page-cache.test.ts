import { afterEach, describe, expect, it } from "vitest";
import { clearReadCaches } from "~/lib/read-cache.server";
import { PAGE_CACHE, PageCache } from "./page-cache";

const NONCE = "Zm9yLXRoZS1maXJzdC1yZXBseQ==";
const page = (overrides: Partial<Parameters<PageCache["keep"]>[1]> = {}) => ({
  status: 200,
  headers: new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-cache" }),
  body: `<html><script nonce="${NONCE}">boot()</script><p>Aarav</p><script nonce="${NONCE}" type="module"></script></html>`,
  route: "u/:username",
  nonce: NONCE,
  ...overrides,
});
const URL_A = "http://localhost:3000/u/aarav-malhotra";

let cache: PageCache;
afterEach(() => cache?.close());

describe("PageCache.keyFor: which requests may be answered from a kept page", () => {
  it("takes signed-out reads with no cookie or only the theme cookie, the theme in the key", () => {
    cache = new PageCache();
    expect(cache.keyFor("GET", URL_A, undefined)).toBe(`|en|${URL_A}`);
    expect(cache.keyFor("HEAD", URL_A, "")).toBe(`|en|${URL_A}`);
    expect(cache.keyFor("GET", URL_A, "vite-ui-theme=dark")).toBe(`dark|en|${URL_A}`);
  });

  it("keeps a page per language: the language cookie, else the browser's Accept-Language, else English", () => {
    cache = new PageCache();
    expect(cache.keyFor("GET", URL_A, "lang=hi")).toBe(`|hi|${URL_A}`);
    expect(cache.keyFor("GET", URL_A, "vite-ui-theme=dark; lang=hi")).toBe(`dark|hi|${URL_A}`);
    expect(cache.keyFor("GET", URL_A, undefined, "hi-IN,hi;q=0.9,en;q=0.8")).toBe(`|hi|${URL_A}`);
    expect(cache.keyFor("GET", URL_A, "lang=en", "hi-IN")).toBe(`|en|${URL_A}`);
    expect(cache.keyFor("GET", `${URL_A}?lang=hi`, "lang=en")).toBe(`|hi|${URL_A}?lang=hi`);
    expect(cache.keyFor("GET", URL_A, "lang=hi; better-auth.session_token=abc")).toBeNull();
  });

  it("never takes writes, sessions, flash messages or cookies it does not know", () => {
    cache = new PageCache();
    expect(cache.keyFor("POST", URL_A, undefined)).toBeNull();
    expect(cache.keyFor("GET", URL_A, "better-auth.session_token=abc.def")).toBeNull();
    expect(cache.keyFor("GET", URL_A, "vite-ui-theme=dark; __Secure-better-auth.session_token=x")).toBeNull();
    expect(cache.keyFor("GET", URL_A, "rangmanch_flash=hello")).toBeNull();
    expect(cache.keyFor("GET", URL_A, "anything")).toBeNull();
  });

  it("keys on the host too, so a forged Host cannot put its links in everyone's page", () => {
    cache = new PageCache();
    expect(cache.keyFor("GET", "http://evil.example/u/aarav-malhotra", undefined)).not.toBe(
      cache.keyFor("GET", URL_A, undefined),
    );
  });
});

describe("PageCache.keep and take", () => {
  it("answers with a fresh nonce every time, never the one it was drawn with", () => {
    cache = new PageCache();
    const key = cache.keyFor("GET", URL_A, undefined)!;
    expect(cache.keep(key, page())).toBe(true);
    const reply = cache.take(key, "c2Vjb25kLXJlcGx5LW5vbmNl")!;
    expect(reply.body).not.toContain(NONCE);
    expect(reply.body.match(/nonce="c2Vjb25kLXJlcGx5LW5vbmNl"/g)).toHaveLength(2);
    expect(reply.body).toContain("<p>Aarav</p>");
    expect(reply.route).toBe("u/:username");
    expect(reply.headers).toContainEqual(["cache-control", "private, no-cache"]);
  });

  it("keeps only 200s of public routes without Set-Cookie, and not oversized pages", () => {
    cache = new PageCache();
    const key = "k";
    expect(cache.keep(key, page({ status: 404 }))).toBe(false);
    expect(cache.keep(key, page({ route: "account" }))).toBe(false);
    expect(cache.keep(key, page({ route: undefined }))).toBe(false);
    expect(cache.keep(key, page({ headers: new Headers({ "Set-Cookie": "a=b" }) }))).toBe(false);
    expect(cache.keep(key, page({ body: "x".repeat(PAGE_CACHE.maxPageBytes + 1) }))).toBe(false);
    expect(cache.size).toBe(0);
  });

  it("keeps /discover and its category tabs, never a typed search or a filter", () => {
    cache = new PageCache();
    const discover = (search: string) => `|en|http://localhost:3000/discover${search}`;
    expect(cache.keep(discover(""), page({ route: "discover" }))).toBe(true);
    expect(cache.keep(discover("?category=actors"), page({ route: "discover" }))).toBe(true);
    expect(cache.keep(discover("?q=aarav"), page({ route: "discover" }))).toBe(false);
    expect(cache.keep(discover("?category=actors&city=mumbai"), page({ route: "discover" }))).toBe(false);
    expect(cache.keep(discover("?page=2"), page({ route: "discover" }))).toBe(false);
  });

  it("keeps /auditions and its tabs and each audition, never a search, a filter or ?id=", () => {
    cache = new PageCache();
    const auditions = (search: string) => `|en|http://localhost:3000/auditions${search}`;
    expect(cache.keep(auditions(""), page({ route: "auditions" }))).toBe(true);
    expect(cache.keep(auditions("?tab=completed"), page({ route: "auditions" }))).toBe(true);
    expect(cache.keep(auditions("?tab=completed&lang=hi"), page({ route: "auditions" }))).toBe(true);
    expect(cache.keep(auditions("?q=lead"), page({ route: "auditions" }))).toBe(false);
    expect(cache.keep(auditions("?type=online"), page({ route: "auditions" }))).toBe(false);
    expect(cache.keep(auditions("?id=3"), page({ route: "auditions" }))).toBe(false);
    expect(cache.keep("|en|http://localhost:3000/auditions/3", page({ route: "auditions/:id" }))).toBe(true);
  });

  it("keeps the category pages under every path that shows them", () => {
    cache = new PageCache();
    expect(cache.keep("|en|http://localhost:3000/category/acting", page({ route: "category/*" }))).toBe(true);
    expect(cache.keep("|en|http://localhost:3000/music/dance", page({ route: "music/*" }))).toBe(true);
  });

  it("forgets a page after its lifetime, and everything after a write", () => {
    cache = new PageCache();
    cache.keep("a", page(), 0);
    cache.keep("b", page(), 0);
    expect(cache.take("a", "bm9uY2Utbm9uY2Utbm9uY2U=", PAGE_CACHE.lifetimeMs - 1)).not.toBeNull();
    expect(cache.take("a", "bm9uY2Utbm9uY2Utbm9uY2U=", PAGE_CACHE.lifetimeMs)).toBeNull();
    clearReadCaches();
    expect(cache.take("b", "bm9uY2Utbm9uY2Utbm9uY2U=", 1)).toBeNull();
  });

  it("refuses a page whose render began before a write", () => {
    cache = new PageCache();
    const renderedIn = cache.generation;
    clearReadCaches();
    expect(cache.keep("a", { ...page(), renderedIn })).toBe(false);
    expect(cache.keep("a", { ...page(), renderedIn: cache.generation })).toBe(true);
  });

  it("holds at most its bound of pages", () => {
    cache = new PageCache({ ...PAGE_CACHE, maxPages: 2 });
    cache.keep("a", page());
    cache.keep("b", page());
    cache.keep("c", page());
    expect(cache.size).toBe(2);
    expect(cache.take("a", NONCE)).toBeNull();
  });
});
