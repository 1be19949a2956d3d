import { getDb } from "~/db/client.server";
import { feedbackSchema } from "~/features/feedback/feedback-schema";
import { submitFeedback } from "~/features/feedback/submit-feedback.server";
import { requestFacts } from "~/features/security/client-address.server";
import { conformAction } from "~/lib/form-intents.server";
import { methodNotAllowed } from "~/lib/http.server";
import type { Route } from "./+types/feedback";

export const loader = () => methodNotAllowed();

export const action = conformAction(feedbackSchema, async (value, { request }: Route.ActionArgs) => {
  await submitFeedback(getDb(), requestFacts(request), value);
  return {};
});
