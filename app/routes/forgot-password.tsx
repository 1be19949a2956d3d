import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, MailCheck } from "lucide-react";
import { useState } from "react";
import { data, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Form, Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { getDb } from "~/db/client.server";
import { forgotPasswordSchema } from "~/features/accounts/account-schemas";
import { authEdgeFor } from "~/features/accounts/auth-edge.server";
import { AuthCard, FormAlert } from "~/features/accounts/components/auth-card";
import { requestPasswordReset } from "~/features/accounts/request-password-reset.server";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { readFormData } from "~/lib/http.server";
import { pageMeta } from "~/lib/seo";
import { replyToError } from "~/lib/service-error-reply.server";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Reset your password | Rangmanch",
    description: "Get a link to set a new Rangmanch password.",
  });

export async function action({ request }: Route.ActionArgs) {
  const submission = parseForm(await readFormData(request), forgotPasswordSchema);
  if (submission.status !== "success") {
    return data(
      { sent: false, result: boundedReply(submission, forgotPasswordSchema), formError: null },
      { status: 400 },
    );
  }
  try {
    await requestPasswordReset(getDb(), authEdgeFor(request), submission.value.email);
  } catch (thrown) {
    return replyToError(thrown, (error) => ({
      sent: false,
      result: boundedReply(submission, forgotPasswordSchema),
      formError: error.message,
    }));
  }
  return { sent: true, result: boundedReply(submission, forgotPasswordSchema), formError: null };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  // "Send Again" returns to the form; a new submission shows the sent view again.
  const [dismissedResult, setDismissedResult] = useState<unknown>(null);
  const sent = Boolean(actionData?.sent) && dismissedResult !== actionData;
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useFocusFirstError(form.id, actionData?.result);

  return (
    <AuthCard title={sent ? "Check Your Email" : "Forgot your password?"}>
      <div className="grid gap-5">
        <Link
          to="/login"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to sign in
        </Link>
        {sent ? (
          <div className="grid gap-4 text-center" role="status">
            <MailCheck className="mx-auto size-12 text-primary" aria-hidden />
            <p>
              If an account exists for that address, we have sent a link to reset your password. The link
              expires in 30 minutes.
            </p>
            <p className="text-sm text-muted-foreground">Can't find it? Check your spam folder.</p>
            <Button variant="outline" onClick={() => setDismissedResult(actionData)}>
              Send Again
            </Button>
          </div>
        ) : (
          <Form method="post" {...getFormProps(form)} className="grid gap-4">
            <p className="text-sm text-muted-foreground">
              Enter the email you signed up with and we will send you a link to set a new password.
            </p>
            <FormAlert message={actionData?.formError} />
            <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
            <Button type="submit" size="lg" disabled={sending}>
              {sending ? "Sending..." : "Send Reset Link"}
            </Button>
          </Form>
        )}
      </div>
    </AuthCard>
  );
}
