import { data } from "react-router";
import { feedbackSchema } from "~/features/feedback/feedback-schema";
import { submitFeedback } from "~/features/feedback/submit-feedback.server";
import { publicFormOverLimit } from "~/features/security/public-form-limit.server";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { methodNotAllowed, readFormData } from "~/lib/http.server";
import type { Route } from "./+types/feedback";

export const loader = () => methodNotAllowed();

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseForm(formData, feedbackSchema);
  if (submission.status !== "success") {
    return data({ ok: false as const, result: boundedReply(submission, feedbackSchema) }, { status: 400 });
  }
  // Counted once the feedback is valid, so a typo does not use up the allowance.
  const overLimit = await publicFormOverLimit("feedback", request);
  if (overLimit) {
    const result = boundedReply(submission, feedbackSchema, { formErrors: [overLimit.message] });
    return data({ ok: false as const, result }, overLimit.init);
  }
  await submitFeedback(submission.value);
  return { ok: true as const, result: submission.reply({ resetForm: true }) };
}
