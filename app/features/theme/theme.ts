import { preferenceCookie } from "~/lib/cookies";
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

/** The spec's storage key; a cookie of the same name lets the server render the right theme. */
export const THEME_STORAGE_KEY = "vite-ui-theme";

export function parseTheme(value: string | null | undefined): Theme {
  return THEMES.includes(value as Theme) ? (value as Theme) : "system";
}

/** The theme cookie's value in a Cookie header or document.cookie: read by the server and by the boot script. */
const THEME_COOKIE_PATTERN = `(?:^|;\\s*)${THEME_STORAGE_KEY}=([^;]+)`;

export function readThemeCookie(cookieHeader: string | null): Theme {
  const match = cookieHeader?.match(new RegExp(THEME_COOKIE_PATTERN));
  return parseTheme(match?.[1]);
}

/** The cookie that remembers a choice, set by the browser (applyTheme) or, before the scripts have run, the server. */
export function themeCookie(theme: Theme) {
  return preferenceCookie(THEME_STORAGE_KEY, theme);
}

/**
 * Runs in <head> before the body paints, so a "system" visitor whose machine
 * is dark never sees a light flash. It is tiny and carries the CSP nonce. The
 * cookie wins over storage: a choice made before the scripts had run was
 * posted to the server (routes/api/theme.ts), which could set only the cookie;
 * storage is brought up to it.
 */
export function themeBootScript(serverTheme: Theme) {
  const key = JSON.stringify(THEME_STORAGE_KEY);
  return `(function(){try{var c=document.cookie.match(new RegExp(${JSON.stringify(THEME_COOKIE_PATTERN)}));var t=c?c[1]:localStorage.getItem(${key})||${JSON.stringify(serverTheme)};if(c)localStorage.setItem(${key},t);var d=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d);}catch(e){}})();`;
}

export function applyTheme(theme: Theme) {
  const dark =
    theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private windows may refuse storage; the cookie still remembers.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = themeCookie(theme);
}
