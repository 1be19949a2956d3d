import { hostMatches, parseHttps } from "~/lib/link-check";

/**
 * Per social field, the hosts it accepts (the hint of spec part 2, section 5 reads "full URL including
 * {host}").
 */
export const SOCIAL_FIELD_HOSTS = {
  instagram: ["instagram.com"],
  twitter: ["twitter.com", "x.com"],
  linkedin: ["linkedin.com"],
  imdb: ["imdb.com"],
  facebook: ["facebook.com"],
  youtube: ["youtube.com"],
} as const;

/**
 * A link safe to put in an href: http or https only, so a stored
 * `javascript:` or `data:` value can never become a clickable script.
 */
export function safeHref(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

const INSTAGRAM_POST = /^\/(?:[A-Za-z0-9_.]+\/)?(p|reel|tv)\/([A-Za-z0-9_-]{5,40})\/?$/;

/** An Instagram post or reel link, normalised to its canonical URL and embed URL; null otherwise. */
export function parseInstagramPost(value: string): { link: string; embedUrl: string; code: string } | null {
  const url = parseHttps(value);
  if (!url || !hostMatches(url.hostname, ["instagram.com"])) return null;
  const match = INSTAGRAM_POST.exec(url.pathname);
  if (!match) return null;
  const [, kind, code] = match;
  const link = `https://www.instagram.com/${kind}/${code}/`;
  return { link, embedUrl: `${link}embed/`, code: code! };
}
