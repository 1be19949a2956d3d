import { getDb } from "~/db/client.server";
import { feedback } from "~/db/schema";
import type { FeedbackInput } from "./feedback-schema";

export async function submitFeedback(input: FeedbackInput) {
  const [row] = await getDb()
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
