import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { feedbackSchema } from "~/features/feedback/feedback-schema";
import { submitFeedback } from "~/features/feedback/submit-feedback.server";
import { methodNotAllowed, readFormData } from "~/lib/http.server";
import type { Route } from "./+types/feedback";

export const loader = () => methodNotAllowed();

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: feedbackSchema });
  if (submission.status !== "success") {
    return data({ ok: false as const, result: submission.reply() }, { status: 400 });
  }
  await submitFeedback(submission.value);
  return { ok: true as const, result: submission.reply({ resetForm: true }) };
}
