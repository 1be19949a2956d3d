import type { MiddlewareFunction } from "react-router";
import { getDb } from "~/db/client.server";
import { memberOf, putViewerInContext, staffOf, verifiedMemberOf } from "~/features/accounts/viewer.server";
import { clientLimitAddress, requestFacts } from "~/features/security/client-address.server";
import { hitLimit, LIMITS, TOO_MANY_WRITES } from "~/features/security/rate-limit.server";
import { recordScriptInForm } from "~/features/security/record-script-in-form.server";
import { formReadFrom } from "~/lib/http.server";
import { rememberPageUrl } from "~/lib/page-url.server";
import { clearReadCaches } from "~/lib/read-cache.server";
import { refusalReply } from "~/lib/refusal";
import { requestFactsContext } from "~/lib/request-context";
import { rateLimited } from "~/lib/service-error";
import { replyToError } from "~/lib/service-error-reply.server";

/**
 * Who may do what, decided once, on the layout routes in app/routes.ts, where
 * a new route cannot forget it: every route sits under one of the guard
 * layouts (tests/integration/route-guards.test.ts fails otherwise), and the
 * root adds what holds for every request.
 */

const isWrite = (request: Request) => request.method !== "GET" && request.method !== "HEAD";

/**
 * Whether a request may have changed what others read: every write, and the
 * auth API's links, which are GETs that write (verifying an email, an OAuth
 * callback signing someone in).
 */
const changesData = (request: Request, pattern: string) =>
  isWrite(request) || pattern.replace(/^\/+/, "").startsWith("api/auth/");

/** Every request (layout "member"): signed in; unverified accounts are welcome (their own account and profile). */
export const signedIn: MiddlewareFunction<Response> = async ({ context }, next) => {
  memberOf(context);
  return next();
};

/** Anyone may read; a write needs a signed-in account with a verified email (layout "verified-writes"). */
export const verifiedWrites: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
  if (isWrite(request)) verifiedMemberOf(context, pattern);
  return next();
};

/**
 * Pages for members only whose forms act toward others (posting, editing a
 * posting, answering applicants; layout "member-verified-writes"): signed in
 * to read, a verified account to write.
 */
export const signedInVerifiedWrites: MiddlewareFunction<Response> = async (
  { request, context, pattern },
  next,
) => {
  if (isWrite(request)) verifiedMemberOf(context, pattern);
  else memberOf(context);
  return next();
};

/** Staff only; everyone else gets the 404 page, reads and writes alike (layout "staff"). */
export const staffOnly: MiddlewareFunction<Response> = async ({ context }, next) => {
  staffOf(context);
  return next();
};

/**
 * Root: looks up who is asking, once, and puts them in the router context
 * (features/accounts/viewer.server.ts) for the guards, loaders and actions
 * after it; names the route and the account in the request's log line, and counts
 * every write, signed in or not, against a default limit, so that no new form
 * or endpoint can be posted to without one. Routes add stricter limits of
 * their own (sign-in, uploads, public forms).
 */
export const recordAndLimitWrites: MiddlewareFunction<Response> = async (
  { request, context, pattern, url },
  next,
) => {
  rememberPageUrl(request, url);
  const user = await putViewerInContext(request, context);
  const log = context.get(requestFactsContext).log;
  log.route = pattern;
  if (user) log.userId = user.id;
  if (isWrite(request)) {
    const db = getDb();
    const state = user
      ? await hitLimit(db, `writes:user:${user.id}`, LIMITS.writesPerAccount)
      : await hitLimit(db, `writes:ip:${clientLimitAddress(request)}`, LIMITS.anonymousWritesPerAddress);
    if (state.limited) {
      // A refusal in place (app/features/accounts/refusal.ts): the page stays, with what was typed.
      throw replyToError(rateLimited(TOO_MANY_WRITES, state.retryAfterSeconds), ({ message }) =>
        refusalReply({ reason: "limited", message, retryAfterSeconds: state.retryAfterSeconds }),
      );
    }
  }
  const response = await next();
  // What the action read is looked at once it is done: script in it is a security event, never a refusal.
  const form = isWrite(request) ? formReadFrom(request) : undefined;
  if (form) {
    await recordScriptInForm(getDb(), form, {
      ...requestFacts(request),
      userId: user?.id ?? null,
      path: url.pathname,
    });
  }
  if (changesData(request, pattern) && response.status < 400) clearReadCaches();
  // Pages and data drawn for one person must not be kept by a shared cache or
  // shown again from the disk cache after sign-out; signed-out replies may be
  // kept by the browser but are checked again each time. A route that knows
  // better sets its own header.
  if (!response.headers.has("Cache-Control")) {
    response.headers.set("Cache-Control", user ? "private, no-store" : "private, no-cache");
  }
  return response;
};
