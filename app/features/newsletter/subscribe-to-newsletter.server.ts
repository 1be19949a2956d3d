import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema";
import { NEWSLETTER_CONFIRM_HOURS, newsletterConfirmEmail } from "~/features/email/public-form-emails";
import { queueEmail } from "~/features/email/queue-email.server";
import type { ClientFacts } from "~/features/security/client-address.server";
import { countPublicFormSubmission } from "~/features/security/public-form-limit.server";
import { hashConfirmToken } from "./confirm-token";
import type { NewsletterInput } from "./newsletter-schema";

/**
 * Records the address as unconfirmed and emails it a confirming link (double
 * opt-in): only its owner can turn the sign-up into a subscription. Signing up
 * again while unconfirmed sends a fresh link (the old one stops working); an
 * address already confirmed gets no mail, and the reply is the same either way,
 * so the form does not tell anyone who subscribes. A few sign-ups per sending
 * address in ten minutes, then `rate_limited`.
 */
export async function subscribeToNewsletter(
  db: Database,
  sender: ClientFacts,
  { email }: NewsletterInput,
  origin: string,
  now = new Date(),
) {
  await countPublicFormSubmission(db, "newsletter", sender);
  const [existing] = await db
    .select({ confirmedAt: newsletterSubscriptions.confirmedAt })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  if (existing?.confirmedAt) return { email };

  const token = crypto.randomBytes(32).toString("base64url");
  const link = {
    confirmTokenHash: hashConfirmToken(token),
    confirmTokenExpiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_HOURS * 3_600_000),
  };
  // The link and its email commit together; the email queue retries the email until it goes.
  await db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscriptions)
      .values({ email, ...link })
      .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: link });
    await queueEmail(newsletterConfirmEmail(email, `${origin}/newsletter/confirm?token=${token}`), tx);
  });
  return { email };
}
