import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { newsletterSchema } from "~/features/newsletter/newsletter-schema";
import { subscribeToNewsletter } from "~/features/newsletter/subscribe-to-newsletter.server";
import { methodNotAllowed, readFormData } from "~/lib/http.server";
import type { Route } from "./+types/newsletter";

export const loader = () => methodNotAllowed();

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: newsletterSchema });
  if (submission.status !== "success") {
    return data({ ok: false as const, result: submission.reply() }, { status: 400 });
  }
  const { email } = await subscribeToNewsletter(submission.value);
  return { ok: true as const, email, result: submission.reply({ resetForm: true }) };
}
