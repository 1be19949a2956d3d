/**
 * Any base will do: a target is accepted only when, resolved against it the
 * way a browser resolves a Location header, it stays on this same origin.
 */
const BASE = new URL("https://rangmanch.invalid");

/**
 * A same-site path to send someone to, or `fallback`. The value is parsed as
 * a URL against our own origin (as a browser would: tabs and newlines are
 * dropped, backslashes are slashes), so "/\t/evil.example", "/\\evil.example"
 * and "//evil.example" all resolve off-site and are refused. What comes back is
 * the parsed path, query and hash, percent-encoded, so it is always a valid
 * Location header (a raw newline or U+3000 in one made the redirect throw).
 */
export function safeRedirectPath(value: unknown, fallback = "/discover"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 2048) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  // "/.//evil.example" normalises to the path "//evil.example", which a browser reads as another host.
  if (url.origin !== BASE.origin || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
