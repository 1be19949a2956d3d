import { getDb } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema";
import type { NewsletterInput } from "./newsletter-schema";

/** Stores the address; subscribing twice is a success that adds no second row. */
export async function subscribeToNewsletter({ email }: NewsletterInput) {
  const inserted = await getDb()
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return { email, alreadySubscribed: inserted.length === 0 };
}
