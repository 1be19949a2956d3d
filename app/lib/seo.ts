import { SITE } from "~/constants/site";
import { getLocale } from "~/paraglide/runtime";
import { BASE_LOCALE, HTML_LANG, LOCALES, localizedHref, OG_LOCALE } from "./i18n/locale";

type PageMeta = {
  title: string;
  description: string;
  /** Absolute URL of the page; share previews need it. */
  url?: string;
  /** Absolute URL of the preview image. */
  image?: string;
  type?: "website" | "article" | "profile";
};

/**
 * Search and share metadata (title, description, Open Graph, Twitter card) in
 * one shape for every page. X reads the title, description and image from the
 * Open Graph tags when its own are absent, so only its card type is written:
 * the same words three times cost every page up to a kilobyte.
 */
export function pageMeta({ title, description, url, image, type = "website" }: PageMeta) {
  const locale = getLocale();
  const tags = [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: SITE.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:locale", content: OG_LOCALE[locale] },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (url) {
    // Each language's version is its own address (decision 074): this page's is its canonical, and
    // hreflang names both, with English as the default for every other language.
    const page = new URL(url);
    const canonical = localizedHref(page, locale);
    tags.push({ property: "og:url", content: canonical }, {
      tagName: "link",
      rel: "canonical",
      href: canonical,
    } as never);
    for (const other of LOCALES) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: HTML_LANG[other],
        href: localizedHref(page, other),
      } as never);
    }
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: localizedHref(page, BASE_LOCALE),
    } as never);
  }
  if (image) tags.push({ property: "og:image", content: image });
  return tags;
}
