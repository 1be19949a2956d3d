import { data, type MiddlewareFunction } from "react-router";
import {
  getCurrentUser,
  requireStaff,
  requireUser,
  requireVerifiedUser,
} from "~/features/accounts/session.server";
import { requestFactsContext } from "~/lib/request-context";
import { clientLimitAddress } from "./client-address.server";
import { hitLimit, LIMITS, TOO_MANY_WRITES } from "./rate-limit.server";

/**
 * Who may do what, decided once, on the layout routes in app/routes.ts, where
 * a new route cannot forget it: every route sits under one of the guard
 * layouts (tests/integration/route-guards.test.ts fails otherwise), and the
 * root adds what holds for every request.
 */

const isWrite = (request: Request) => request.method !== "GET" && request.method !== "HEAD";

/** Every request (layout "member"): signed in; unverified accounts are welcome (their own account and profile). */
export const signedIn: MiddlewareFunction<Response> = async ({ request }, next) => {
  await requireUser(request);
  return next();
};

/** Anyone may read; a write needs a signed-in account with a verified email (layout "verified-writes"). */
export const verifiedWrites: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (isWrite(request)) await requireVerifiedUser(request);
  return next();
};

/** Staff only; everyone else gets the 404 page, reads and writes alike (layout "staff"). */
export const staffOnly: MiddlewareFunction<Response> = async ({ request }, next) => {
  await requireStaff(request);
  return next();
};

/**
 * Root: names the route and the account in the request's log line, and counts
 * every write, signed in or not, against a default limit, so that no new form
 * or endpoint can be posted to without one. Routes add stricter limits of
 * their own (sign-in, uploads, public forms).
 */
export const recordAndLimitWrites: MiddlewareFunction<Response> = async (
  { request, context, pattern },
  next,
) => {
  const user = await getCurrentUser(request);
  const log = context.get(requestFactsContext).log;
  log.route = pattern;
  if (user) log.userId = user.id;
  if (isWrite(request)) {
    const state = user
      ? await hitLimit(`writes:user:${user.id}`, LIMITS.writesPerAccount)
      : await hitLimit(`writes:ip:${clientLimitAddress(request)}`, LIMITS.anonymousWritesPerAddress);
    if (state.limited) {
      throw data(
        { ok: false, message: TOO_MANY_WRITES, error: TOO_MANY_WRITES },
        { status: 429, headers: { "Retry-After": String(state.retryAfterSeconds) } },
      );
    }
  }
  const response = await next();
  // Pages and data drawn for one person must not be kept by a shared cache or
  // shown again from the disk cache after sign-out; signed-out replies may be
  // kept by the browser but are checked again each time. A route that knows
  // better sets its own header.
  if (!response.headers.has("Cache-Control")) {
    response.headers.set("Cache-Control", user ? "private, no-store" : "private, no-cache");
  }
  return response;
};
