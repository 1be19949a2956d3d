import { makeSignature } from "better-auth/crypto";
import { getDb } from "~/db/client.server";
import { session } from "~/db/schema";
import { getAuth, SESSION_DAYS } from "~/features/accounts/auth.server";
import { betterAuthId, type Member } from "./members";

const DAY_MS = 24 * 60 * 60 * 1000;

export type TestSession = {
  sessionId: string;
  expiresAt: Date;
  /** The Cookie header a signed-in browser sends: Better Auth's session cookie, signed. */
  cookie: string;
};

/**
 * A signed-in session for `member` without the sign-in form: a session row,
 * and its token signed the way Better Auth signs its session cookie
 * (`token.signature`, HMAC-SHA256 with the auth secret, URL-encoded), under
 * the cookie name Better Auth uses, so the real `getSession` accepts it.
 */
export async function createSession(
  member: Pick<Member, "id">,
  { expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS) }: { expiresAt?: Date } = {},
): Promise<TestSession> {
  const token = betterAuthId();
  const [row] = await getDb()
    .insert(session)
    .values({
      id: betterAuthId(),
      token,
      userId: member.id,
      expiresAt,
      ipAddress: "203.0.113.7",
      userAgent: "IntegrationTest/1.0",
    })
    .returning({ id: session.id });
  const context = await getAuth().$context;
  const signed = `${token}.${await makeSignature(token, context.secret)}`;
  return {
    sessionId: row!.id,
    expiresAt,
    cookie: `${context.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`,
  };
}
