import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { newsletterSchema } from "~/features/newsletter/newsletter-schema";
import { subscribeToNewsletter } from "~/features/newsletter/subscribe-to-newsletter.server";
import { requestFacts } from "~/features/security/client-address.server";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { config } from "~/lib/config.server";
import { methodNotAllowed, readFormData } from "~/lib/http.server";
import { formReply } from "~/lib/service-error-reply.server";
import type { Route } from "./+types/newsletter";

export const loader = () => methodNotAllowed();

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseForm(formData, newsletterSchema);
  if (submission.status !== "success") {
    return data({ ok: false as const, result: boundedReply(submission, newsletterSchema) }, { status: 400 });
  }
  try {
    const { email } = await subscribeToNewsletter(
      getDb(),
      requestFacts(request),
      submission.value,
      // Never the request's own Host: the one link in the email must be ours (config, not the client).
      config().appOrigin,
    );
    return { ok: true as const, email, result: submission.reply({ resetForm: true }) };
  } catch (thrown) {
    return formReply(thrown, submission, newsletterSchema);
  }
}
