import { requestFacts } from "~/features/security/client-address.server";
import { getAuth } from "./auth.server";

/**
 * The HTTP edge of accounts, and the one exception to the service contract
 * (decision 021). Better Auth's API reads the request's headers (the session
 * cookie, the client address our Express layer vouches for) and answers with
 * a Response whose cookies the browser must get. This module is the only one
 * that hands it headers or reads its Responses: a route makes one edge per
 * request (`authEdgeFor(request)`) and passes it to the account services,
 * which see plain values: who is asking, whether Better Auth agreed, and the
 * cookies to pass on unread.
 */

/** The Set-Cookie values Better Auth made for the browser; services pass them on unread. */
export type AuthCookies = string[];

/**
 * How Better Auth answered. `failed` is its own failure (a 5xx: its store
 * is down), as opposed to a refusal (a wrong password, a used token).
 */
export type AuthAnswer<Value = unknown> =
  | { ok: true; value: Value; cookies: AuthCookies }
  | { ok: false; failed: boolean; code: string | undefined; cookies: AuthCookies };

async function answerOf<Value>(response: Response): Promise<AuthAnswer<Value>> {
  const cookies = response.headers.getSetCookie();
  const body = (await response.json().catch(() => null)) as (Value & { code?: unknown }) | null;
  if (response.ok) return { ok: true, value: body as Value, cookies };
  const code = typeof body?.code === "string" ? body.code : undefined;
  return { ok: false, failed: response.status >= 500, code, cookies };
}

export function authEdgeFor(request: Request) {
  const { headers } = request;
  const api = () => getAuth().api;
  return {
    /** Who is asking, for limits and security events. */
    client: requestFacts(request),

    signIn: async (body: { email: string; password: string; rememberMe: boolean }) =>
      answerOf<{ user: { id: string } }>(await api().signInEmail({ body, headers, asResponse: true })),

    signUp: async (body: {
      name: string;
      email: string;
      password: string;
      callbackURL: string;
    }): Promise<AuthAnswer<{ user: { id: string } }>> => {
      const answer = await answerOf<{ user: { id: string } }>(
        await api().signUpEmail({ body, headers, asResponse: true }),
      );
      // Better Auth 1.7 answers a registered address like a new one (autoSignIn is off), with a
      // user it made up and never stored; the service tells the owner, so say which it was.
      if (answer.ok && !(await (await getAuth().$context).internalAdapter.findUserById(answer.value.user.id)))
        return { ok: false, failed: false, code: "USER_ALREADY_EXISTS", cookies: answer.cookies };
      return answer;
    },

    signOut: async () => answerOf(await api().signOut({ headers, asResponse: true })),

    changePassword: async (body: {
      currentPassword: string;
      newPassword: string;
      revokeOtherSessions: boolean;
    }) => answerOf(await api().changePassword({ body, headers, asResponse: true })),

    changeEmail: async (body: { newEmail: string; callbackURL: string }) =>
      answerOf(await api().changeEmail({ body, headers, asResponse: true })),

    deleteUser: async (body: { password: string }) =>
      answerOf(await api().deleteUser({ body, headers, asResponse: true })),

    startOAuth: async ({
      providerId,
      ...body
    }: {
      providerId: string;
      callbackURL: string;
      errorCallbackURL: string;
    }) =>
      answerOf<{ url: string }>(
        await api().signInSocial({ body: { provider: providerId, ...body }, headers, asResponse: true }),
      ),

    resetPassword: async (body: { token: string; newPassword: string }) =>
      answerOf(await api().resetPassword({ body, asResponse: true })),

    /** Mails a reset link when the address has an account; the same either way. */
    requestPasswordReset: async (body: { email: string; redirectTo: string }) => {
      await api().requestPasswordReset({ body });
    },

    sendVerificationEmail: async (body: { email: string; callbackURL: string }) => {
      await api().sendVerificationEmail({ body });
    },
  };
}

export type AuthEdge = ReturnType<typeof authEdgeFor>;

/** The session these headers carry, checked in the database, or null (see session.server.ts). */
export function findSession(headers: Headers) {
  return getAuth().api.getSession({ headers });
}

/** Better Auth's own endpoints (the links people follow, the providers' callbacks): app/routes/api/auth.ts. */
export function serveAuthEndpoint(request: Request) {
  return getAuth().handler(request);
}
