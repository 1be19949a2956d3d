import { useLocation } from "react-router";
import { HTML_LANG, LANGUAGE_NAMES, type Locale } from "~/lib/i18n/locale";
import { cn } from "~/lib/utils";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";

/**
 * The language switcher: a plain form posted to /api/language (routes/api/language.ts), which keeps the
 * choice and comes back to this page and query. Not the router's form: the new page loads whole, so its
 * scripts read the new `<html lang>` (document-locale.ts). It offers the other language, named in itself.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other: Locale = getLocale() === "hi" ? "en" : "hi";
  return (
    <form method="post" action="/api/language" className="contents">
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <button
        type="submit"
        name="language"
        value={other}
        lang={HTML_LANG[other]}
        title={m.language_switch({ language: LANGUAGE_NAMES[other] })}
        className={cn("language-switch", className)}
      >
        {LANGUAGE_NAMES[other]}
      </button>
    </form>
  );
}
