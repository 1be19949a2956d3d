import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { feedbackSchema } from "~/features/feedback/feedback-schema";
import { submitFeedback } from "~/features/feedback/submit-feedback.server";
import { requestFacts } from "~/features/security/client-address.server";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { methodNotAllowed, readFormData } from "~/lib/http.server";
import { formReply } from "~/lib/service-error-reply.server";
import type { Route } from "./+types/feedback";

export const loader = () => methodNotAllowed();

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseForm(formData, feedbackSchema);
  if (submission.status !== "success") {
    return data({ ok: false as const, result: boundedReply(submission, feedbackSchema) }, { status: 400 });
  }
  try {
    await submitFeedback(getDb(), requestFacts(request), submission.value);
  } catch (thrown) {
    return formReply(thrown, submission, feedbackSchema);
  }
  return { ok: true as const, result: submission.reply({ resetForm: true }) };
}
