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
 * honoured autoSignInAfterVerification only for sign-up links: opened without
 * a session, an email-change link created one and set its cookie. 1.7 no
 * longer does; this stays as the second line (decision 011). After
 * /verify-email a session the link itself made is deleted and its cookies are
 * not sent; the change stands, and its owner signs in with their password. A
 * browser that came with its own session keeps it.
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
