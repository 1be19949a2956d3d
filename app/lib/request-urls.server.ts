import { pageUrl } from "~/lib/page-url.server";
import { config } from "./config.server";

/**
 * The site origin and the page's canonical URL. PUBLIC_URL, when set, wins over
 * the request's Host header, which a client controls. Server-only (loaders), so
 * that the configuration never reaches the browser bundle; seo.ts's pageMeta
 * turns these into tags on both sides.
 */
export function requestUrls(request: Request) {
  const url = pageUrl(request);
  const origin = config().publicUrl ?? url.origin;
  return { origin, canonical: `${origin}${url.pathname}` };
}
