import type { MiddlewareFunction } from "react-router";
import { viewerOf } from "~/features/accounts/viewer.server";
import { HTML_LANG, resolveLocale } from "~/lib/i18n/locale";
import { withLocale } from "~/lib/i18n/request-locale.server";

/**
 * Every request, after the viewer is known (route-guards.server.ts): decides the page's language
 * (locale.ts, resolveLocale) and runs the rest of the request in it, so every loader, action, meta
 * function and the render read it from `getLocale()`. The reply says which language it is in.
 */
export const chooseLanguage: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  const locale = resolveLocale({
    // The page's address: a client navigation's request is for `/jobs.data?...` (decision 044).
    url,
    cookieHeader: request.headers.get("cookie"),
    acceptLanguage: request.headers.get("accept-language"),
    memberLanguage: viewerOf(context)?.language,
  });
  const response = await withLocale(locale, next);
  try {
    response.headers.set("Content-Language", HTML_LANG[locale]);
    // A visitor's page depends on their Accept-Language (a cookie and ?lang= are in the key already).
    response.headers.append("Vary", "Accept-Language");
  } catch {
    // A redirect's headers may be immutable; it carries no page to name.
  }
  return response;
};
