import { describe, expect, it } from "vitest";
import {
  localeFromAcceptLanguage,
  localizedHref,
  readLanguageCookie,
  resolveLocale,
  withoutLanguageParam,
} from "./locale";

const page = new URL("https://rangmanch.in/auditions?city=Mumbai");

describe("a page's language", () => {
  it("follows the browser's Accept-Language by its q-values, Hindi first being Hindi", () => {
    expect(localeFromAcceptLanguage("hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi");
    expect(localeFromAcceptLanguage("hi")).toBe("hi");
    expect(localeFromAcceptLanguage("en-US,en;q=0.9,hi;q=0.5")).toBe("en");
    expect(localeFromAcceptLanguage("mr-IN,hi;q=0.8,en;q=0.7")).toBe("hi");
    expect(localeFromAcceptLanguage("ta-IN,ta;q=0.9")).toBeUndefined();
    expect(localeFromAcceptLanguage("hi;q=0,en;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage("")).toBeUndefined();
    expect(localeFromAcceptLanguage("hi;q=abc")).toBeUndefined();
  });

  it("reads only our languages from the cookie", () => {
    expect(readLanguageCookie("vite-ui-theme=dark; lang=hi")).toBe("hi");
    expect(readLanguageCookie("lang=fr")).toBeUndefined();
    expect(readLanguageCookie("slang=hi")).toBeUndefined();
    expect(readLanguageCookie(undefined)).toBeUndefined();
  });

  it("is the address's ?lang=, else the member's choice, else the cookie, else the browser's, else English", () => {
    const hindiBrowser = "hi-IN,hi;q=0.9";
    expect(resolveLocale({ url: page })).toBe("en");
    expect(resolveLocale({ url: page, acceptLanguage: hindiBrowser })).toBe("hi");
    expect(resolveLocale({ url: page, cookieHeader: "lang=en", acceptLanguage: hindiBrowser })).toBe("en");
    expect(resolveLocale({ url: page, cookieHeader: "lang=hi", memberLanguage: "en" })).toBe("en");
    expect(resolveLocale({ url: page, memberLanguage: "hi" })).toBe("hi");
    expect(resolveLocale({ url: new URL(`${page.href}&lang=hi`), memberLanguage: "en" })).toBe("hi");
    expect(resolveLocale({ url: new URL(`${page.href}&lang=xx`), cookieHeader: "lang=hi" })).toBe("hi");
    expect(resolveLocale({ url: page, memberLanguage: null, cookieHeader: "lang=hi" })).toBe("hi");
  });

  it("names each language's address: ?lang=hi for Hindi, none for English, the rest of the query kept", () => {
    expect(localizedHref(page, "hi")).toBe("https://rangmanch.in/auditions?city=Mumbai&lang=hi");
    expect(localizedHref(new URL(`${page.href}&lang=hi`), "en")).toBe(
      "https://rangmanch.in/auditions?city=Mumbai",
    );
    expect(withoutLanguageParam("/jobs?lang=hi&q=editor#top")).toBe("/jobs?q=editor#top");
    expect(withoutLanguageParam("/jobs?q=editor")).toBe("/jobs?q=editor");
  });
});
