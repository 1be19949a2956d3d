import { data } from "react-router";
import { cookieValue } from "~/lib/cookies";
import { pageUrl } from "~/lib/page-url.server";
import { ReadCache } from "~/lib/read-cache.server";
import { findSession } from "./auth-edge.server";
import { safeRedirectPath } from "./safe-redirect";

export { safeRedirectPath };

export type CurrentUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  role: string;
  /** "en", "hi", or null before they choose (app/lib/i18n/locale.ts). */
  language: string | null;
};

export type CurrentSession = { user: CurrentUser; sessionId: string; token: string };

/**
 * One session lookup per Request object. The root middleware looks it up and
 * puts it in the router context (viewer.server.ts), where the guards, loaders
 * and actions read it; this map keeps a second ask of the same Request free.
 */
const sessionsByRequest = new WeakMap<Request, Promise<CurrentSession | null>>();

/** The signed-in person for this request, or null. Sessions are checked in the database. */
export function getCurrentSession(request: Request): Promise<CurrentSession | null> {
  let session = sessionsByRequest.get(request);
  if (!session) {
    session = lookUpSession(request);
    sessionsByRequest.set(request, session);
  }
  return session;
}

/**
 * Sessions by their cookie, for a few seconds (app/lib/read-cache.server.ts):
 * a page asks two or three times, and a member's next pages ask again. Signing
 * out, revoking a session or verifying an email is a write, and every write
 * empties the cache.
 */
const sessionsByCookie = new ReadCache<CurrentSession | null>("sessions", 5_000);

/** The session cookie's value, under either of Better Auth's names (`__Secure-` on HTTPS). */
export function sessionCookieValue(cookieHeader: string | null): string | null {
  return cookieValue(cookieHeader, SESSION_COOKIE, `__Secure-${SESSION_COOKIE}`) || null;
}

const SESSION_COOKIE = "better-auth.session_token";

async function lookUpSession(request: Request): Promise<CurrentSession | null> {
  // Without a session cookie nobody is signed in, and Better Auth need not be asked.
  const cookie = sessionCookieValue(request.headers.get("cookie"));
  if (!cookie) return null;
  return sessionsByCookie.read(cookie, () => askBetterAuth(request));
}

async function askBetterAuth(request: Request): Promise<CurrentSession | null> {
  const result = await findSession(request.headers);
  if (!result) return null;
  const { user, session } = result;
  // Staff suspended this account: whatever session it holds, nobody is signed in with it.
  if ((user as { suspendedAt?: Date | null }).suspendedAt) return null;
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image ?? null,
      role: (user as { role?: string }).role ?? "member",
      language: (user as { language?: string | null }).language ?? null,
    },
    sessionId: session.id,
    token: session.token,
  };
}

export async function getCurrentUser(request: Request) {
  return (await getCurrentSession(request))?.user ?? null;
}

/** Only the owner may change what they created; others get a 404, as if it were not there. */
export function assertOwner(user: CurrentUser, ownerId: string | null | undefined): void {
  if (!ownerId || ownerId !== user.id) throw data({ error: "Page not found" }, { status: 404 });
}

/**
 * Where to sign in, and where to come back to afterwards: the page itself for
 * a page view; for a write (a form or a button posting to an endpoint, which
 * has no page of its own) the page it was sent from, when that is ours.
 */
export function loginUrlFor(request: Request) {
  const url = pageUrl(request);
  let back = url.pathname + url.search;
  if (request.method !== "GET" && request.method !== "HEAD") {
    const referer = request.headers.get("referer");
    const from = referer ? URL.parse(referer) : null;
    back = from && from.origin === url.origin ? from.pathname + from.search : "/";
  }
  return `/login?redirectTo=${encodeURIComponent(safeRedirectPath(back, "/"))}`;
}
