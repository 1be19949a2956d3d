import { createAuthMiddleware } from "better-auth/api";

/**
 * Whether a verification token (a JWT Better Auth signed a moment ago) is for
 * an email change: those carry `updateTo`, the new address; a sign-up's or a
 * resend's does not. Only read, never trusted: verify-email checks it.
 */
export function isEmailChangeToken(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload?.updateTo === "string";
  } catch {
    return false;
  }
}

/**
 * No link in an email signs anyone in: a link can reach someone else's
 * browser (it was sent to an address the requester chose). Better Auth 1.6.9
 * honours autoSignInAfterVerification only for sign-up links; opened without
 * a session, an email-change link still creates one and sets its cookie. So
 * after /verify-email a session the link itself made is deleted and its
 * cookies are not sent; the change stands, and its owner signs in with their
 * password. A browser that came with its own session keeps it.
 */
export const noSignInFromLinks = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/verify-email") return;
  const made = ctx.context.newSession;
  if (!made) return;
  const carried = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (carried && carried === made.session.token) return;
  await ctx.context.internalAdapter.deleteSession(made.session.token);
  ctx.context.responseHeaders?.delete("set-cookie");
});
