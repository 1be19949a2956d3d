/**
 * The spec's link check (part 2, section 5): empty is valid; otherwise a
 * well-formed https URL whose host is on the category's list or a subdomain of
 * one. Shared by the forms that take links (the profile editor, the category
 * registration form) on both sides, and by the pages that render links, so a
 * stored link is only ever shown if it still passes.
 */
export const LINK_HOSTS = {
  social: ["instagram.com", "twitter.com", "x.com", "linkedin.com", "imdb.com", "youtube.com", "vimeo.com"],
  portfolio: ["github.com", "behance.net", "dribbble.com", "artstation.com", "deviantart.com"],
  /** Where performers keep self-tapes and voice samples (decision 051): video and audio hosts, and file shares. */
  tape: [
    "youtube.com",
    "youtu.be",
    "vimeo.com",
    "soundcloud.com",
    "drive.google.com",
    "dropbox.com",
    "wetransfer.com",
    "we.tl",
  ],
} as const;

/** The URL when `value` is a well-formed https URL with a dotted host and no credentials; null otherwise. */
export function parseHttps(value: string): URL | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" || url.username || url.password || !url.hostname.includes(".")) return null;
    return url;
  } catch {
    return null;
  }
}

export function hostMatches(hostname: string, hosts: readonly string[]) {
  const host = hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** True for an https URL on one of `hosts` (any https URL when `hosts` is null). */
export function isAllowedLink(value: string, hosts: readonly string[] | null) {
  const url = parseHttps(value);
  if (!url) return false;
  return hosts === null || hostMatches(url.hostname, hosts);
}
