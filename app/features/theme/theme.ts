export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

/** The spec's storage key; a cookie of the same name lets the server render the right theme. */
export const THEME_STORAGE_KEY = "vite-ui-theme";

export function parseTheme(value: string | null | undefined): Theme {
  return THEMES.includes(value as Theme) ? (value as Theme) : "system";
}

export function readThemeCookie(cookieHeader: string | null): Theme {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${THEME_STORAGE_KEY}=([^;]+)`));
  return parseTheme(match?.[1]);
}

/**
 * Runs in <head> before the body paints, so a "system" visitor whose machine
 * is dark never sees a light flash. It is tiny and carries the CSP nonce.
 */
export function themeBootScript(serverTheme: Theme) {
  return `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})||${JSON.stringify(serverTheme)};var d=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d);}catch(e){}})();`;
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
  document.cookie = `${THEME_STORAGE_KEY}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
