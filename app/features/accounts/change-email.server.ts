import { requestFacts } from "~/features/security/client-address.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { type AccountResult, failure } from "./account-result";
import { ACCOUNT_MESSAGES } from "./account-schemas";
import { getAuth } from "./auth.server";
import type { CurrentUser } from "./session.server";

/**
 * Starts an email change: a verified account confirms from its current
 * address first, then verifies the new one; an unverified one verifies the
 * new one. Nothing changes until then, and no link signs anyone in. Each
 * request mails an address the requester chose, so they are limited per
 * account and per recipient (throwaway accounts cannot take turns mailing one
 * address).
 */
export async function changeEmail(
  user: CurrentUser,
  newEmail: string,
  request: Request,
): Promise<AccountResult> {
  if (newEmail === user.email) return failure(400, "That is already your email address.");
  const facts = requestFacts(request);
  const byAccount = await hitLimit(`email-change:${user.id}`, LIMITS.emailChangesPerAccount);
  const limit = byAccount.limited
    ? byAccount
    : await hitLimit(`email-change:to:${newEmail}`, LIMITS.emailChangesPerRecipient);
  if (limit.limited) {
    await recordSecurityEvent({
      type: "rate_limited",
      userId: user.id,
      email: user.email,
      ...facts,
      detail: { action: "email-change" },
    });
    return failure(429, ACCOUNT_MESSAGES.emailChangesLimited(limit.retryAfterSeconds));
  }
  const response = await getAuth().api.changeEmail({
    body: { newEmail, callbackURL: "/account?emailChanged=1" },
    headers: request.headers,
    asResponse: true,
  });
  // An address in use by another account gets the same answer as a free one.
  if (!response.ok && response.status >= 500) return failure(500, ACCOUNT_MESSAGES.unexpected);
  await recordSecurityEvent({
    type: "email_change_requested",
    userId: user.id,
    email: user.email,
    ...facts,
    detail: { newEmail },
  });
  return { ok: true, headers: new Headers() };
}
