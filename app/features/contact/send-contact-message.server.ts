import type { Database } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { contactReceivedEmail } from "~/features/email/public-form-emails";
import { queueEmail } from "~/features/email/queue-email.server";
import type { ClientFacts } from "~/features/security/client-address.server";
import { countPublicFormSubmission } from "~/features/security/public-form-limit.server";
import type { ContactInput } from "./contact-schema";

/**
 * Stores a message for the team and tells the sender, by email, that it
 * arrived; a few per address in ten minutes, then `rate_limited`.
 */
export async function sendContactMessage(db: Database, sender: ClientFacts, input: ContactInput) {
  await countPublicFormSubmission(db, "contact", sender);
  // The message and its receipt commit together; the email queue retries the receipt until it goes.
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(input).returning({ id: contactMessages.id });
    await queueEmail(contactReceivedEmail(input.email, input), tx);
    return row!;
  });
}
