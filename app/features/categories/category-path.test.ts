import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_SLUGS } from "~/constants/categories";
import {
  categoryPath,
  categoryTabHref,
  parseCategoryTab,
  parseTalentPage,
  resolveCategoryPath,
} from "./category-path";

const slugOf = (pathname: string) => {
  const resolved = resolveCategoryPath(pathname);
  return resolved.kind === "category" ? resolved.category.slug : resolved.kind;
};

describe("resolveCategoryPath", () => {
  it("shows the first category for /category, /category/ and the slug 'category'", () => {
    expect(slugOf("/category")).toBe(CATEGORIES[0]!.slug);
    expect(slugOf("/category/")).toBe(CATEGORIES[0]!.slug);
    expect(slugOf("/category/category")).toBe(CATEGORIES[0]!.slug);
  });

  it("shows /category/{slug} and each prefix on its own, for all 24 slugs", () => {
    expect(CATEGORY_SLUGS).toHaveLength(24);
    for (const slug of CATEGORY_SLUGS) {
      expect(slugOf(`/category/${slug}`)).toBe(slug);
      expect(slugOf(`/${slug}`)).toBe(slug);
      expect(slugOf(`/${slug}/`)).toBe(slug);
    }
  });

  it("reads the last segment under a prefix", () => {
    expect(slugOf("/acting/directing")).toBe("directing");
    expect(slugOf("/music/music")).toBe("music");
    expect(slugOf("/acting/category")).toBe(CATEGORIES[0]!.slug);
  });

  it("reads slugs case-insensitively", () => {
    expect(slugOf("/category/Acting")).toBe("acting");
    expect(slugOf("/SOUND-DESIGN")).toBe("sound-design");
    expect(slugOf("/acting/VFX")).toBe("vfx");
  });

  it("answers an unknown slug with not-found", () => {
    expect(slugOf("/category/puppetry")).toBe("not-found");
    expect(slugOf("/acting/nope")).toBe("not-found");
    expect(slugOf("/category/act")).toBe("not-found");
  });

  it("sends anything deeper than two segments to /discover", () => {
    for (const path of [
      "/category/acting/extra",
      "/acting/a/b",
      "/acting/directing/x/y",
      "/category/a/b/c",
    ]) {
      expect(resolveCategoryPath(path)).toEqual({ kind: "redirect", to: "/discover" });
    }
  });

  it("never looks up a hostile slug: NUL, dots, encoded slashes, unicode, huge, broken escapes", () => {
    const hostile = [
      "%00",
      "acting%00",
      "..",
      "%2e%2e",
      "..%2F..%2Fetc",
      "acting%2Fdirecting",
      "%E0%A4%85%E0%A4%AD%E0%A4%BF%E0%A4%A8%E0%A4%AF",
      "ac%C5%A3ing",
      "%",
      "%E0%A4",
      "a".repeat(10_000),
      "acting-",
      "-acting",
      "act--ing",
      "acting ",
      "acting%20",
      "<script>",
      "__proto__",
      "constructor",
    ];
    for (const slug of hostile) {
      expect(slugOf(`/category/${slug}`), slug).toBe("not-found");
      expect(slugOf(`/acting/${slug}`), slug).toBe("not-found");
    }
  });

  it("names /category/{slug} as every category's address", () => {
    expect(categoryPath("sound-design")).toBe("/category/sound-design");
  });
});

describe("tabs and pages in the URL", () => {
  it("reads the four tabs, anything else is the Overview", () => {
    expect(parseCategoryTab("talent")).toBe("talent");
    expect(parseCategoryTab("join")).toBe("join");
    expect(parseCategoryTab("events")).toBe("events");
    expect(parseCategoryTab("overview")).toBe("overview");
    expect(parseCategoryTab(null)).toBe("overview");
    expect(parseCategoryTab("TALENT")).toBe("overview");
    expect(parseCategoryTab("constructor")).toBe("overview");
  });

  it("reads a page number from 1, anything else is page 1", () => {
    expect(parseTalentPage("3")).toBe(3);
    expect(parseTalentPage(null)).toBe(1);
    expect(parseTalentPage("0")).toBe(1);
    expect(parseTalentPage("-2")).toBe(1);
    expect(parseTalentPage("abc")).toBe(1);
    expect(parseTalentPage("2.5")).toBe(1);
    expect(parseTalentPage("9".repeat(50))).toBe(1);
  });

  it("builds a tab's address on the current path", () => {
    expect(categoryTabHref("/acting", "overview")).toBe("/acting");
    expect(categoryTabHref("/acting", "join")).toBe("/acting?tab=join");
    expect(categoryTabHref("/category/music", "talent", 1)).toBe("/category/music?tab=talent");
    expect(categoryTabHref("/category/music", "talent", 3)).toBe("/category/music?tab=talent&page=3");
  });
});

describe("the categories' Overview content", () => {
  it("gives every category 3 to 5 career paths, each named once", () => {
    for (const category of CATEGORIES) {
      const careers = category.careers ?? [];
      expect(careers.length, category.slug).toBeGreaterThanOrEqual(3);
      expect(careers.length, category.slug).toBeLessThanOrEqual(5);
      expect(new Set(careers).size, category.slug).toBe(careers.length);
    }
  });
});
