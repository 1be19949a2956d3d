import type { Database } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema";
import type { ClientFacts } from "~/features/security/client-address.server";
import { countPublicFormSubmission } from "~/features/security/public-form-limit.server";
import type { NewsletterInput } from "./newsletter-schema";

/**
 * Stores the address; subscribing twice is a success that adds no second row.
 * A few subscriptions per sending address in ten minutes, then `rate_limited`.
 */
export async function subscribeToNewsletter(db: Database, sender: ClientFacts, { email }: NewsletterInput) {
  await countPublicFormSubmission(db, "newsletter", sender);
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return { email, alreadySubscribed: inserted.length === 0 };
}
