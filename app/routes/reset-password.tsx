import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Form, Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { getDb } from "~/db/client.server";
import { ACCOUNT_MESSAGES, resetPasswordSchema } from "~/features/accounts/account-schemas";
import { authEdgeFor } from "~/features/accounts/auth-edge.server";
import { AuthCard, FormAlert } from "~/features/accounts/components/auth-card";
import { PasswordStrengthMeter } from "~/features/accounts/components/password-strength-meter";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { resetPassword } from "~/features/accounts/reset-password.server";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { readFormData } from "~/lib/http.server";
import { pageMeta } from "~/lib/seo";
import { replyToError } from "~/lib/service-error-reply.server";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Set a new password | Rangmanch",
    description: "Choose a new password for your Rangmanch account.",
  });

/** Better Auth checks the emailed link and sends the person here with ?token=… or ?error=INVALID_TOKEN. */
export function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const token = params.get("token");
  return { token: params.get("error") || !token ? null : token };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseForm(await readFormData(request), resetPasswordSchema);
  if (submission.status !== "success") {
    // The token is a hidden field, so its error is shown above the form.
    const tokenError = submission.error?.token?.[0] ?? null;
    return data(
      { result: boundedReply(submission, resetPasswordSchema), formError: tokenError },
      { status: 400 },
    );
  }
  try {
    await resetPassword(getDb(), authEdgeFor(request), submission.value);
  } catch (thrown) {
    return replyToError(thrown, (error) => ({
      result: boundedReply(submission, resetPasswordSchema),
      formError: error.message,
    }));
  }
  const toast = await setFlashToast({
    type: "success",
    title: "Password updated",
    description: "Sign in with your new password.",
  });
  return redirect("/login", { headers: { "Set-Cookie": toast } });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [password, setPassword] = useState("");
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useFocusFirstError(form.id, actionData?.result);

  if (!loaderData.token) {
    return (
      <AuthCard title="Link expired">
        <div className="grid gap-4 text-center">
          <FormAlert message={ACCOUNT_MESSAGES.resetLinkInvalid} />
          <Button asChild>
            <Link to="/forgot-password">Send a new link</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Set a new password"
      description="Every device signed in to your account will be signed out."
    >
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <FormAlert message={actionData?.formError} />
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          field={fields.password}
          label="New password"
          type="password"
          autoComplete="new-password"
          onChange={(event) => setPassword(event.target.value)}
        >
          <PasswordStrengthMeter password={password} id="reset-password-strength" />
        </TextField>
        <TextField
          field={fields.confirmPassword}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" size="lg" disabled={saving}>
          {saving ? "Saving..." : "Set New Password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
