import { data, redirect } from "react-router";
import { getAuth } from "./auth.server";

export { safeRedirectPath } from "./safe-redirect";

export type CurrentUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  role: string;
};

export type CurrentSession = { user: CurrentUser; sessionId: string; token: string };

/** The signed-in person for this request, or null. Sessions are checked in the database. */
export async function getCurrentSession(request: Request): Promise<CurrentSession | null> {
  const result = await getAuth().api.getSession({ headers: request.headers });
  if (!result) return null;
  const { user, session } = result;
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image ?? null,
      role: (user as { role?: string }).role ?? "member",
    },
    sessionId: session.id,
    token: session.token,
  };
}

export async function getCurrentUser(request: Request) {
  return (await getCurrentSession(request))?.user ?? null;
}

/** Signed-out visitors are sent to sign in and brought back afterwards. */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw redirect(loginUrlFor(request));
  return user;
}

export const VERIFY_FIRST = "Please verify your email before you post, apply or send messages.";

/** Posting, applying and messaging need a verified email address. */
export async function requireVerifiedUser(request: Request): Promise<CurrentUser> {
  const user = await requireUser(request);
  if (!user.emailVerified) throw data({ error: VERIFY_FIRST }, { status: 403 });
  return user;
}

/** Staff pages answer 404 to everyone else, so they are not even known to exist. */
export async function requireStaff(request: Request): Promise<CurrentUser> {
  const user = await requireUser(request);
  if (user.role !== "staff") throw data({ error: "Page not found" }, { status: 404 });
  return user;
}

/** Only the owner may change what they created; others get a 404, as if it were not there. */
export function assertOwner(user: CurrentUser, ownerId: string | null | undefined): void {
  if (!ownerId || ownerId !== user.id) throw data({ error: "Page not found" }, { status: 404 });
}

export function loginUrlFor(request: Request) {
  const url = new URL(request.url);
  return `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/** The Set-Cookie headers of a Better Auth response, to pass on with our own response. */
export function cookiesFrom(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
