import type { RequestHandler } from "express";
import { CLIENT_ADDRESS_HEADER } from "~/features/security/client-address.server";
import { requestUrl } from "./fetch-bridge";

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
 * is not ours, scheme, host and port alike (issue 26: a same-host Origin with
 * another scheme got past a host-only check and reached the router). Ours is
 * the origin React Router will check the action against, the request's own
 * URL as the router is given it (fetch-bridge.ts: its scheme as Express knows
 * it, http unless the connection is TLS or a trusted proxy says https), and
 * PUBLIC_URL too when it is set (the site's one public origin). An Origin the
 * router would refuse is refused here with a 403 and one warning, before the
 * router throws on it and logs a stack trace (as an https Origin on an http
 * server's own host once did, let through here by host). So behind a TLS proxy, set
 * TRUST_PROXY: without it every request looks like http, and the router
 * refuses every https form whatever this check says.
 * (SameSite=Lax cookies are the second line.)
 */
export function refuseCrossSiteWrites(publicUrl?: string): RequestHandler {
  const ours = publicUrl === undefined ? undefined : originOf(publicUrl);
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const crossSite = fetchSite === "cross-site" || (origin !== undefined && !isOurs(origin, req, ours));
    if (crossSite) {
      req.log?.warn({ origin, fetchSite }, "refused a cross-site write");
      res.status(403).type("text/plain").send("Cross-site requests are not allowed.");
      return;
    }
    next();
  };
}

/** Whether an Origin header names this site (see refuseCrossSiteWrites). */
function isOurs(origin: string, req: Parameters<RequestHandler>[0], publicOrigin: string | null | undefined) {
  const theirs = originOf(origin);
  if (theirs === null) return false;
  if (publicOrigin !== undefined && theirs !== publicOrigin) return false;
  return theirs === originOf(requestUrl(req));
}

/** An Origin header as scheme://host[:port]; a malformed or opaque ("null") origin has none. */
function originOf(origin: string): string | null {
  try {
    const parsed = new URL(origin);
    return parsed.host ? `${parsed.protocol.slice(0, -1)}://${parsed.host}` : null;
  } catch {
    return null;
  }
}

/** The methods the site answers; anything else (PUT, DELETE, TRACE, CONNECT...) is refused before routing. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"];

/**
 * Actions are posted; nothing here is put, patched or deleted over HTTP, and
 * TRACE would echo the request (with its cookies) back. OPTIONS answers with
 * the list, as there is no cross-origin access to negotiate.
 */
export const allowOnlyKnownMethods: RequestHandler = (req, res, next) => {
  if (req.method === "OPTIONS") {
    res.status(204).set("Allow", "GET, HEAD, POST").end();
    return;
  }
  if (ALLOWED_METHODS.includes(req.method)) return next();
  res.status(405).set("Allow", "GET, HEAD, POST").type("text/plain").send("Method not allowed.");
};

/** Every body but an image upload's: the largest form (the profile editor) is well under a tenth of this. */
export const MAX_BODY_BYTES = 256 * 1024;

/**
 * One cap on request bodies for the whole server, checked before a byte of
 * the body is read: a declared length over the cap is a 413, and a body that
 * declares no length (chunked) is refused with 411, since browsers always
 * declare one. Image uploads (up to `maxUploadBytes`) are the one exception,
 * and their streaming parser stops at that limit whatever the headers say.
 */
export function capRequestBodies({
  uploadPath,
  maxUploadBytes,
  uploadTooLargeMessage,
}: {
  uploadPath: string;
  maxUploadBytes: number;
  /** The upload route's own words for a file over its limit, answered as its JSON (not a bare text page). */
  uploadTooLargeMessage: string;
}) {
  const handler: RequestHandler = (req, res, next) => {
    const isUpload = req.path === uploadPath;
    const cap = isUpload ? maxUploadBytes : MAX_BODY_BYTES;
    const declared = req.get("content-length");
    if (declared !== undefined) {
      if (Number(declared) > cap) return tooLarge(req, res, cap, isUpload ? uploadTooLargeMessage : null);
      return next();
    }
    if (req.get("transfer-encoding") && !isUpload) {
      res.status(411).type("text/plain").send("Please send the request with its length.");
      return;
    }
    next();
  };
  return handler;
}

function tooLarge(
  req: Parameters<RequestHandler>[0],
  res: Parameters<RequestHandler>[1],
  cap: number,
  uploadMessage: string | null,
) {
  req.log?.warn({ declared: req.get("content-length"), cap }, "refused an oversized body");
  // The body is not read: close the connection instead of draining it.
  res.set("Connection", "close");
  // The upload controls read { ok, message } and show the message, as for every other refusal of a file.
  if (uploadMessage) return void res.status(413).json({ ok: false, message: uploadMessage });
  res
    .status(413)
    .type("text/plain")
    .send(`The request is too large (at most ${Math.round(cap / 1024)} KB).`);
}
