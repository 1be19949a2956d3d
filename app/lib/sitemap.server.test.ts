import { describe, expect, it } from "vitest";
import {
  chunkIdRange,
  escapeXml,
  parseSitemapName,
  pathSegment,
  robotsTxt,
  SITEMAP_MAX_CHUNK,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  sitemapNotFound,
  sitemapPath,
  urlSetXml,
  xmlReply,
} from "./sitemap.server";

describe("escapeXml", () => {
  it("escapes the five XML specials, ampersand first so nothing is escaped twice", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });

  it("drops what XML 1.0 cannot hold at all: controls, lone surrogates, U+FFFE", () => {
    expect(escapeXml("a\u0000b\u0008c\u001fd\uFFFEe\uD800f")).toBe("abcdef");
    expect(escapeXml("tab\tnew\nline\r")).toBe("tab\tnew\nline\r");
  });

  it("keeps other text, astral characters included", () => {
    expect(escapeXml("रंगमंच 🎬")).toBe("रंगमंच 🎬");
  });
});

describe("pathSegment", () => {
  it("percent-encodes anything that would end or change a path segment", () => {
    expect(pathSegment("aarav-malhotra")).toBe("aarav-malhotra");
    expect(pathSegment("a/b?c#d e&f")).toBe("a%2Fb%3Fc%23d%20e%26f");
  });

  it("never throws on a lone surrogate (encodeURIComponent would)", () => {
    expect(pathSegment("x\uD800y")).toBe("xy");
  });
});

describe("urlSetXml and sitemapIndexXml", () => {
  it("write a urlset in the sitemaps.org namespace, one escaped <loc> per page", () => {
    const xml = urlSetXml([
      { loc: "https://rangmanch.in/" },
      { loc: "https://rangmanch.in/help?a=1&b=<2>" },
      { loc: "https://rangmanch.in/u/x", lastmod: new Date("2026-01-02T03:04:05Z") },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "<url><loc>https://rangmanch.in/</loc></url>",
        "<url><loc>https://rangmanch.in/help?a=1&amp;b=&lt;2&gt;</loc></url>",
        "<url><loc>https://rangmanch.in/u/x</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("write an index of files", () => {
    const xml = sitemapIndexXml(["https://rangmanch.in/sitemaps/pages.xml", "https://x/'"]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<sitemap><loc>https://rangmanch.in/sitemaps/pages.xml</loc></sitemap>");
    expect(xml).toContain("<sitemap><loc>https://x/&apos;</loc></sitemap>");
    expect(xml.trimEnd().endsWith("</sitemapindex>")).toBe(true);
  });

  it("let no text break out of its element", () => {
    const xml = urlSetXml([{ loc: "</loc></url><url><loc>https://evil.example/" }]);
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(xml).not.toContain("</loc></url><url>");
  });
});

describe("chunk maths", () => {
  it("gives each chunk a fixed range of 10,000 ids", () => {
    expect(SITEMAP_MAX_URLS).toBe(10_000);
    expect(chunkIdRange(1)).toEqual({ first: 1, last: 10_000 });
    expect(chunkIdRange(2)).toEqual({ first: 10_001, last: 20_000 });
    expect(chunkIdRange(100)).toEqual({ first: 990_001, last: 1_000_000 });
  });

  it("covers every int4 id and stops the last chunk at the largest", () => {
    expect(SITEMAP_MAX_CHUNK).toBe(214_749);
    expect(chunkIdRange(SITEMAP_MAX_CHUNK)).toEqual({ first: 2_147_480_001, last: 2_147_483_647 });
  });

  it("reads back exactly the names sitemapPath makes", () => {
    expect(sitemapPath("pages")).toBe("/sitemaps/pages.xml");
    expect(sitemapPath("profiles", 3)).toBe("/sitemaps/profiles-3.xml");
    expect(parseSitemapName("pages.xml")).toEqual({ section: "pages", chunk: null });
    expect(parseSitemapName("profiles-1.xml")).toEqual({ section: "profiles", chunk: 1 });
    expect(parseSitemapName(`profiles-${SITEMAP_MAX_CHUNK}.xml`)).toEqual({
      section: "profiles",
      chunk: SITEMAP_MAX_CHUNK,
    });
  });

  it.each([
    "profiles-abc.xml",
    "profiles-0.xml",
    "profiles-01.xml",
    "profiles--1.xml",
    "profiles-1.5.xml",
    "profiles-1e3.xml",
    "profiles-99999999999999999999.xml",
    `profiles-${SITEMAP_MAX_CHUNK + 1}.xml`,
    "profiles-1.xml.gz",
    "profiles-1",
    "Profiles-1.xml",
    "../profiles-1.xml",
    "profiles-1.xml\n",
    "",
  ])("refuses %j", (name) => {
    expect(parseSitemapName(name)).toBeNull();
  });
});

describe("robotsTxt", () => {
  it("allows the site, disallows private paths and names the sitemap", () => {
    const text = robotsTxt("https://rangmanch.in/sitemap.xml");
    const lines = text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of ["/account", "/edit-profile", "/staff", "/api/", "/logout", "/reset-password"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain("Sitemap: https://rangmanch.in/sitemap.xml");
    expect(lines).not.toContain("Disallow: /");
  });
});

describe("replies", () => {
  it("send XML as application/xml that a shared cache may keep for an hour", async () => {
    const reply = xmlReply("<x/>");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(reply.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await reply.text()).toBe("<x/>");
  });

  it("answer a name that names nothing with a plain 404", () => {
    const reply = sitemapNotFound();
    expect(reply.status).toBe(404);
    expect(reply.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});
