import { createContext, data, type RouterContextProvider, redirect } from "react-router";
import { refusalReply } from "~/lib/refusal";
import { type CurrentSession, type CurrentUser, getCurrentSession, loginUrlFor } from "./session.server";
import { verifyFirstMessage } from "./verify-first";

/**
 * Who is asking, looked up once per request by the root middleware
 * (app/middleware/route-guards.server.ts) and read from the router context by
 * the guard layouts, loaders and actions after it. Without it each of them
 * looked the session up again from its own copy of the request.
 */
type Viewer = {
  session: CurrentSession | null;
  /** Where to sign in and come back to this request's page (session.server.ts, loginUrlFor). */
  loginUrl: () => string;
};

// No default: a read before the root middleware has run is a mistake in the code, and fails loudly.
const viewerContext = createContext<Viewer>();

type RouteContext = Readonly<RouterContextProvider>;

/** What route code beside the routes needs of a loader's or action's arguments. */
export type RequestArgs = { request: Request; context: RouteContext };

/** Root middleware: finds the session for `request` and puts it in the context for everything after. */
export async function putViewerInContext(
  request: Request,
  context: RouteContext,
): Promise<CurrentUser | null> {
  const session = await getCurrentSession(request);
  context.set(viewerContext, { session, loginUrl: () => loginUrlFor(request) });
  return session?.user ?? null;
}

/** The signed-in person, or null for a visitor. */
export function viewerOf(context: RouteContext): CurrentUser | null {
  return context.get(viewerContext).session?.user ?? null;
}

/**
 * The signed-in member's session. Under the member layouts it is always there;
 * anywhere else a visitor is sent to sign in and brought back.
 */
export function memberSessionOf(context: RouteContext): CurrentSession {
  const viewer = context.get(viewerContext);
  if (!viewer.session) throw redirect(viewer.loginUrl());
  return viewer.session;
}

/** The signed-in member (see memberSessionOf). */
export function memberOf(context: RouteContext): CurrentUser {
  return memberSessionOf(context).user;
}

/**
 * Acting toward others (following, connecting, reviewing, posting, applying,
 * messaging) needs a verified email. The refusal names what the person was
 * doing when the route's pattern is given ("Verify your email to apply"), and
 * reaches the page as a refusal in place (app/lib/refusal.ts). The
 * verified-writes layouts ask it of every write; a member-layout action that
 * acts toward others asks it itself.
 */
export function verifiedMemberOf(context: RouteContext, routePattern = ""): CurrentUser {
  const user = memberOf(context);
  if (!user.emailVerified) {
    throw data(refusalReply({ reason: "unverified", message: verifyFirstMessage(routePattern) }), {
      status: 403,
    });
  }
  return user;
}

/** Staff pages answer 404 to everyone else, so they are not even known to exist. */
export function staffOf(context: RouteContext): CurrentUser {
  const user = viewerOf(context);
  if (user?.role !== "staff") throw data({ error: "Page not found" }, { status: 404 });
  return user;
}
