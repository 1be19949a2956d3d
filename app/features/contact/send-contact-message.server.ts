import type { Database } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import type { ClientFacts } from "~/features/security/client-address.server";
import { countPublicFormSubmission } from "~/features/security/public-form-limit.server";
import type { ContactInput } from "./contact-schema";

/** Stores a message for the team; a few per address in ten minutes, then `rate_limited`. */
export async function sendContactMessage(db: Database, sender: ClientFacts, input: ContactInput) {
  await countPublicFormSubmission(db, "contact", sender);
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  return row!;
}
