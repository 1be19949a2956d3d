import { useLocation } from "react-router";
import { HTML_LANG, LANGUAGE_NAMES, type Locale } from "~/lib/i18n/locale";
import { getLocale } from "~/paraglide/runtime";

/**
 * The language switcher: a plain form posted to /api/language (routes/api/language.ts), which keeps the
 * choice and comes back to this page and query. Not the router's form: the new page loads whole, so its
 * scripts read the new `<html lang>` (browser-runtime.ts). It offers the other language, named in itself.
 * Where it sits is a class of app.css (`.language-switch` and its places): the list pages' HTML has a
 * budget, and this form is on every page twice.
 */
export function LanguageSwitch({ place }: { place: "header" | "menu" | "footer" }) {
  const { pathname, search } = useLocation();
  const other: Locale = getLocale() === "hi" ? "en" : "hi";
  return (
    <form method="post" action="/api/language" className={`language-${place}`}>
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <button type="submit" name="language" value={other} lang={HTML_LANG[other]} className="language-switch">
        {LANGUAGE_NAMES[other]}
      </button>
    </form>
  );
}
