import type { RequestHandler } from "express";
import { CLIENT_ADDRESS_HEADER } from "~/features/security/client-address.server";

/**
 * The app reads the client's address only from this header: req.ip honours
 * TRUST_PROXY (X-Forwarded-For only from trusted proxies), and whatever a
 * client put in the header itself is replaced.
 */
export const clientAddress: RequestHandler = (req, _res, next) => {
  req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? "unknown";
  next();
};

/**
 * A form posted to us from another site is refused outright, whatever its
 * cookies: browsers mark such requests with Sec-Fetch-Site or an Origin that
 * is not ours. (SameSite=Lax cookies are the second line.)
 */
export const refuseCrossSiteWrites: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const fetchSite = req.get("sec-fetch-site");
  const origin = req.get("origin");
  const crossSite =
    fetchSite === "cross-site" || (origin !== undefined && hostOf(origin) !== req.get("host"));
  if (crossSite) {
    req.log?.warn({ origin, fetchSite }, "refused a cross-site write");
    res.status(403).type("text/plain").send("Cross-site requests are not allowed.");
    return;
  }
  next();
};

/** The host of an Origin header; a malformed or opaque ("null") origin has none. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host || null;
  } catch {
    return null;
  }
}
