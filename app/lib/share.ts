import { SITE } from "../constants/site";
import { stripMarkup } from "./clean-text";

/** What the native share sheet gets (spec part 1, section 7): the product's name, a sentence, a link. */
export type SharePayload = { title: string; text: string; url: string };

/**
 * A payload whose sentence has its markup tags stripped (spec part 1, section
 * 5): titles and names are people's text, and the share sheet and the
 * clipboard show it as it is, tags and all.
 */
export const sharePayload = (text: string, url: string): SharePayload => ({
  title: SITE.name,
  text: stripMarkup(text),
  url,
});

/**
 * The spec's share payloads, built from the page's own address (`origin`), of
 * what is not a posting: each posting kind's is its definition's `share`
 * (features/postings/kinds/<kind>/<kind>-kind.ts).
 */
export const SHARE_PAYLOADS = {
  city: (origin: string, city: { id: string; name: string }): SharePayload =>
    sharePayload(
      `Check out opportunities in ${city.name} on ${SITE.name}!`,
      `${origin}/city-opportunities?city=${encodeURIComponent(city.id)}`,
    ),
  post: (origin: string, post: { id: number; authorName: string }): SharePayload =>
    sharePayload(`Check out this post by ${post.authorName} on ${SITE.name}!`, `${origin}/feed/${post.id}`),
  news: (origin: string, news: { id: number; title: string }): SharePayload =>
    sharePayload(`${news.title}, on ${SITE.name}`, `${origin}/news?id=${news.id}`),
  media: (origin: string, media: { id: string; title: string }): SharePayload =>
    sharePayload(
      `Check out ${media.title} in the ${SITE.name} media library!`,
      `${origin}/media/${encodeURIComponent(media.id)}`,
    ),
};

/** Only http and https links are shared or copied: never javascript:, data: or anything else a page could be tricked into. */
export function isShareableUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/** What the copy fallback puts on the clipboard: the sentence, then the link. */
export function shareText(payload: SharePayload) {
  return `${payload.text} ${payload.url}`;
}
