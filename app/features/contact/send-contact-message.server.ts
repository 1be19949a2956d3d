import { getDb } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import type { ContactInput } from "./contact-schema";

export async function sendContactMessage(input: ContactInput) {
  const [row] = await getDb().insert(contactMessages).values(input).returning({ id: contactMessages.id });
  return row!;
}
