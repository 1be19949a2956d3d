import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { m } from "~/paraglide/messages";

/**
 * The two catalogs (i18n/messages/*.json, decision 074). Paraglide falls back to English for a key
 * Hindi lacks, silently: here a missing or half-written Hindi message fails the build instead.
 */
type Catalog = Record<string, unknown>;
const read = (locale: string): Catalog =>
  JSON.parse(fs.readFileSync(new URL(`../../../i18n/messages/${locale}.json`, import.meta.url), "utf8"));
const en = read("en");
const hi = read("hi");
const keys = (catalog: Catalog) => Object.keys(catalog).filter((key) => key !== "$schema");
const placeholders = (text: unknown) =>
  [...JSON.stringify(text).matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
/** Words that are the same in both: the brand, and what Hindi speakers say in English. */
const SAME_IN_BOTH = new Set<string>([]);

describe("the English and Hindi catalogs", () => {
  it("hold the same keys", () => {
    expect(keys(hi).sort()).toEqual(keys(en).sort());
  });

  it("fill in the same placeholders in each language", () => {
    for (const key of keys(en)) expect(placeholders(hi[key]), key).toEqual(placeholders(en[key]));
  });

  it("have a Hindi text for every message that is not just the English copied", () => {
    for (const key of keys(en)) {
      if (SAME_IN_BOTH.has(key)) continue;
      expect(hi[key], key).not.toEqual(en[key]);
      expect(JSON.stringify(hi[key]), key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("are what the message functions say, in the language asked", () => {
    expect(m.nav_auditions({}, { locale: "en" })).toBe("Auditions");
    expect(m.nav_auditions({}, { locale: "hi" })).toBe("ऑडिशन");
    expect(m.signed_in_as({ name: "Asha" }, { locale: "hi" })).toBe("Asha के नाम से साइन इन");
  });

  it("count as Hindi does: 0 and 1 both take the singular (Intl.PluralRules)", () => {
    const hindi = new Intl.PluralRules("hi-IN");
    expect([0, 1, 2].map((count) => hindi.select(count))).toEqual(["one", "one", "other"]);
    const english = new Intl.PluralRules("en-IN");
    expect([0, 1, 2].map((count) => english.select(count))).toEqual(["other", "one", "other"]);
  });
});
