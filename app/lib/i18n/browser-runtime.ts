import { BASE_LOCALE, localeOfTag } from "./locale";

/**
 * What Paraglide's compiled messages ask of its runtime, in the browser (decision 074): the page's
 * language, read once from the `<html lang>` its server wrote, so hydration draws the words the server
 * sent. vite.config.ts (paraglideRuntimeInBrowser) puts this module in place of app/paraglide/runtime.js
 * in the browser build; the full runtime (URL routing, cookie and navigator strategies, about 4 KB
 * compressed on every page) stays on the server, where request-locale.server.ts answers per request.
 * Changing language loads the page anew (the switcher is a form), so it never changes under a page.
 */
const pageLocale = localeOfTag(typeof document === "undefined" ? undefined : document.documentElement.lang);

export const getLocale = () => pageLocale ?? BASE_LOCALE;

/** The compiled messages read it before getLocale(); a build for one fixed language would set it. */
export const experimentalStaticLocale = undefined;
