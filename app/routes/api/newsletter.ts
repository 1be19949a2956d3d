import { data } from "react-router";
import { newsletterSchema } from "~/features/newsletter/newsletter-schema";
import { subscribeToNewsletter } from "~/features/newsletter/subscribe-to-newsletter.server";
import { publicFormOverLimit } from "~/features/security/public-form-limit.server";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { methodNotAllowed, readFormData } from "~/lib/http.server";
import type { Route } from "./+types/newsletter";

export const loader = () => methodNotAllowed();

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseForm(formData, newsletterSchema);
  if (submission.status !== "success") {
    return data({ ok: false as const, result: boundedReply(submission, newsletterSchema) }, { status: 400 });
  }
  // Counted once the address is valid, so a typo does not use up the allowance.
  const overLimit = await publicFormOverLimit("newsletter", request);
  if (overLimit) {
    const result = boundedReply(submission, newsletterSchema, { formErrors: [overLimit.message] });
    return data({ ok: false as const, result }, overLimit.init);
  }
  const { email } = await subscribeToNewsletter(submission.value);
  return { ok: true as const, email, result: submission.reply({ resetForm: true }) };
}
