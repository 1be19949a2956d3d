import type { Database } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { contactReceivedEmail } from "~/features/email/public-form-emails";
import { sendEmail } from "~/features/email/send-email.server";
import type { ClientFacts } from "~/features/security/client-address.server";
import { countPublicFormSubmission } from "~/features/security/public-form-limit.server";
import type { ContactInput } from "./contact-schema";

/**
 * Stores a message for the team and tells the sender, by email, that it
 * arrived; a few per address in ten minutes, then `rate_limited`.
 */
export async function sendContactMessage(db: Database, sender: ClientFacts, input: ContactInput) {
  await countPublicFormSubmission(db, "contact", sender);
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  try {
    await sendEmail(contactReceivedEmail(input.email, input));
  } catch (error) {
    // The message is stored and the team will answer it: a failed receipt is no reason to say it failed.
    console.error("[contact] confirmation email not sent", error);
  }
  return row!;
}
