import { SITE } from "~/constants/site";

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
  const tags = [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: SITE.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (url)
    tags.push({ property: "og:url", content: url }, {
      tagName: "link",
      rel: "canonical",
      href: url,
    } as never);
  if (image) tags.push({ property: "og:image", content: image });
  return tags;
}
