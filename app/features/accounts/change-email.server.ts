import type { Database } from "~/db/client.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { rateLimited, ServiceError } from "~/lib/service-error";
import { ACCOUNT_MESSAGES } from "./account-schemas";
import type { AuthEdge } from "./auth-edge.server";
import type { CurrentUser } from "./session.server";

export const SAME_EMAIL = "That is already your email address.";

/**
 * Starts an email change: a verified account confirms from its current
 * address first, then verifies the new one; an unverified one verifies the
 * new one. Nothing changes until then, and no link signs anyone in. Each
 * request mails an address the requester chose, so they are limited per
 * account and per recipient (throwaway accounts cannot take turns mailing one
 * address).
 */
export async function changeEmail(db: Database, auth: AuthEdge, user: CurrentUser, newEmail: string) {
  if (newEmail === user.email) throw new ServiceError("invalid", SAME_EMAIL);
  const byAccount = await hitLimit(db, `email-change:${user.id}`, LIMITS.emailChangesPerAccount);
  const limit = byAccount.limited
    ? byAccount
    : await hitLimit(db, `email-change:to:${newEmail}`, LIMITS.emailChangesPerRecipient);
  if (limit.limited) {
    await recordSecurityEvent(db, {
      type: "rate_limited",
      userId: user.id,
      email: user.email,
      ...auth.client,
      detail: { action: "email-change" },
    });
    throw rateLimited(ACCOUNT_MESSAGES.emailChangesLimited(limit.retryAfterSeconds), limit.retryAfterSeconds);
  }
  const answer = await auth.changeEmail({ newEmail, callbackURL: "/account?emailChanged=1" });
  // An address in use by another account gets the same answer as a free one.
  if (!answer.ok && answer.failed) throw new ServiceError("unavailable", ACCOUNT_MESSAGES.unexpected);
  await recordSecurityEvent(db, {
    type: "email_change_requested",
    userId: user.id,
    email: user.email,
    ...auth.client,
    detail: { newEmail },
  });
}
