import type { Database } from "~/db/client.server";
import { feedback } from "~/db/schema";
import type { ClientFacts } from "~/features/security/client-address.server";
import { countPublicFormSubmission } from "~/features/security/public-form-limit.server";
import type { FeedbackInput } from "./feedback-schema";

/** Stores feedback from anyone; a few per address in ten minutes, then `rate_limited`. */
export async function submitFeedback(db: Database, sender: ClientFacts, input: FeedbackInput) {
  await countPublicFormSubmission(db, "feedback", sender);
  const [row] = await db
    .insert(feedback)
    .values({
      feedbackType: input.feedbackType,
      rating: input.rating ?? null,
      text: input.feedback ?? "",
      pagePath: input.pagePath ?? null,
    })
    .returning({ id: feedback.id });
  return row!;
}
