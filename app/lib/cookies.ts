/**
 * Reading one cookie from a Cookie header, and writing a visitor's preference (the theme, the language):
 * one place for both, so a cookie is found the same way everywhere and every preference lasts as long.
 */

/** The value of the first cookie named one of `names` (trimmed; "" when empty), or undefined. */
export function cookieValue(cookieHeader: string | null | undefined, ...names: string[]): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    if (names.includes(part.slice(0, separator).trim())) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** A choice a visitor makes for the whole site, kept for a year, sent on same-site pages only. */
export function preferenceCookie(name: string, value: string) {
  return `${name}=${value}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
