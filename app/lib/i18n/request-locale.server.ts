import { AsyncLocalStorage } from "node:async_hooks";
import { overwriteGetLocale } from "~/paraglide/runtime";
import { BASE_LOCALE, type Locale } from "./locale";

/**
 * The request's language on the server. Paraglide's message functions ask `getLocale()`; here it answers
 * from the request being rendered (the root middleware runs the rest of the request inside `withLocale`),
 * so two requests rendered at once in two languages never mix. Outside a request (a job, an email sent
 * later) a message is asked with its reader's language: `m.key(inputs, { locale })`.
 */
const requestLocale = new AsyncLocalStorage<Locale>();

overwriteGetLocale(() => requestLocale.getStore() ?? BASE_LOCALE);

export function withLocale<T>(locale: Locale, work: () => T): T {
  return requestLocale.run(locale, work);
}
