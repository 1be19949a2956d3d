/**
 * Which language a page is in (docs/decisions/074-i18n-paraglide.md): English or Hindi. Decided once per
 * request on the server (`resolveLocale`), written into `<html lang>`, and read back from it in the browser,
 * so the server's HTML and the hydrated page always agree. Shared by the app and the page cache, which keys
 * a signed-out page by the language it is in.
 */
import { cookieValue, preferenceCookie } from "~/lib/cookies";

export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = "en";

/** The visitor's choice (the header's switcher): a year, like the theme's. */
export const LANGUAGE_COOKIE = "lang";
/** `?lang=hi` names a page's Hindi version: its canonical address, hreflang's, the sitemap's. */
export const LANGUAGE_PARAM = "lang";

/** `<html lang>`, `Content-Language` and hreflang: Indian English and Hindi. */
export const HTML_LANG: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };
/** Open Graph's form (a share preview's language). */
export const OG_LOCALE: Record<Locale, string> = { en: "en_IN", hi: "hi_IN" };
/** Each language's name in itself: what the switcher offers. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "hi";
}

/** A language tag such as "hi", "hi-IN" or "en-GB" as one of ours, else undefined. */
export function localeOfTag(tag: string | null | undefined): Locale | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/**
 * The first of our languages a browser asks for, by its q-values (`hi-IN,hi;q=0.9,en;q=0.8` is Hindi,
 * `en-US,hi;q=0.5` English); undefined when it names neither. A tag with q=0 is refused, not asked.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.slice(0, 512).split(",")) {
    const [tag, ...params] = part.split(";");
    const locale = localeOfTag(tag);
    if (!locale) continue;
    const qParam = params.find((param) => param.trim().startsWith("q="));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale;
}

/** The language cookie's value, when it is one of ours. */
export function readLanguageCookie(cookieHeader: string | null | undefined): Locale | undefined {
  return localeOfTag(cookieValue(cookieHeader, LANGUAGE_COOKIE));
}

/**
 * A page's language: the address's `?lang=` (a shared or indexed Hindi link), else the signed-in member's
 * own choice (kept on the account), else the visitor's cookie, else what the browser asks for (Hindi
 * first: Hindi), else English.
 */
export function resolveLocale({
  url,
  cookieHeader,
  acceptLanguage,
  memberLanguage,
}: {
  url: URL;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
  memberLanguage?: string | null;
}): Locale {
  return (
    localeOfTag(url.searchParams.get(LANGUAGE_PARAM)) ??
    localeOfTag(memberLanguage) ??
    readLanguageCookie(cookieHeader) ??
    localeFromAcceptLanguage(acceptLanguage) ??
    BASE_LOCALE
  );
}

/** This address in `locale`: `?lang=hi` for Hindi, no parameter for English (the default). */
export function localizedHref(url: URL, locale: Locale): string {
  const copy = new URL(url);
  copy.searchParams.delete(LANGUAGE_PARAM);
  if (locale !== BASE_LOCALE) copy.searchParams.set(LANGUAGE_PARAM, locale);
  return copy.href;
}

/** A path and query (a form's way back) without `?lang=`. */
export function withoutLanguageParam(path: string): string {
  const url = new URL(path, "https://rangmanch.invalid");
  if (!url.searchParams.has(LANGUAGE_PARAM)) return path;
  url.searchParams.delete(LANGUAGE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The visitor's choice, kept as the theme's is. */
export function languageCookie(locale: Locale) {
  return preferenceCookie(LANGUAGE_COOKIE, locale);
}
