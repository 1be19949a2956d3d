import { getDb } from "~/db/client.server";
import { advertisingEnquiries } from "~/db/schema";
import type { EnquiryInput } from "./enquiry-schema";

export async function submitAdvertisingEnquiry(input: EnquiryInput) {
  const [row] = await getDb()
    .insert(advertisingEnquiries)
    .values({ ...input, phone: input.phone ?? null, budget: input.budget ?? null })
    .returning({ id: advertisingEnquiries.id });
  return row!;
}
