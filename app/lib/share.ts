import { SITE } from "~/constants/site";
import { stripMarkup } from "./clean-text";

/** What the native share sheet gets (spec part 1, section 7): the product's name, a sentence, a link. */
export type SharePayload = { title: string; text: string; url: string };

/**
 * A payload whose sentence has its markup tags stripped (spec part 1, section
 * 5): titles and names are people's text, and the share sheet and the
 * clipboard show it as it is, tags and all.
 */
const payload = (text: string, url: string): SharePayload => ({
  title: SITE.name,
  text: stripMarkup(text),
  url,
});

/**
 * The spec's share payloads, built from the page's own address (`origin`).
 * Auditions are shared at their canonical /auditions/{id}; jobs, projects and
 * cities at the addresses the spec gives.
 */
export const SHARE_PAYLOADS = {
  city: (origin: string, city: { id: string; name: string }): SharePayload =>
    payload(
      `Check out opportunities in ${city.name} on ${SITE.name}!`,
      `${origin}/city-opportunities?city=${encodeURIComponent(city.id)}`,
    ),
  job: (origin: string, job: { id: number; title: string; company: string }): SharePayload =>
    payload(
      `Check out this job for ${job.title} at ${job.company} on ${SITE.name}!`,
      `${origin}/jobs?id=${job.id}`,
    ),
  project: (origin: string, project: { id: number; title: string }): SharePayload =>
    payload(
      `Check out this collaboration project: ${project.title} on ${SITE.name}!`,
      `${origin}/collaboration?id=${project.id}`,
    ),
  audition: (origin: string, audition: { id: number; title: string }): SharePayload =>
    payload(
      `Check out this audition for ${audition.title} on ${SITE.name}!`,
      `${origin}/auditions/${audition.id}`,
    ),
  post: (origin: string, post: { id: number; authorName: string }): SharePayload =>
    payload(`Check out this post by ${post.authorName} on ${SITE.name}!`, `${origin}/feed/${post.id}`),
  news: (origin: string, news: { id: number; title: string }): SharePayload =>
    payload(`${news.title}, on ${SITE.name}`, `${origin}/news?id=${news.id}`),
  media: (origin: string, media: { id: string; title: string }): SharePayload =>
    payload(
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
