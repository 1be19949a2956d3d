import type { Database } from "~/db/client.server";
import { advertisingEnquiries } from "~/db/schema";
import type { ClientFacts } from "~/features/security/client-address.server";
import { countPublicFormSubmission } from "~/features/security/public-form-limit.server";
import type { EnquiryInput } from "./enquiry-schema";

/** Stores an enquiry for the sales team; a few per address in ten minutes, then `rate_limited`. */
export async function submitAdvertisingEnquiry(db: Database, sender: ClientFacts, input: EnquiryInput) {
  await countPublicFormSubmission(db, "advertising", sender);
  const [row] = await db
    .insert(advertisingEnquiries)
    .values({ ...input, phone: input.phone ?? null, budget: input.budget ?? null })
    .returning({ id: advertisingEnquiries.id });
  return row!;
}
