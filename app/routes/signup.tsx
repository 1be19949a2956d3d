import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { data, redirect, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { Form, Link } from "~/components/ui/link";
import { SelectField, TextField } from "~/components/ui/text-field";
import { CATEGORIES } from "~/constants/categories";
import { getDb } from "~/db/client.server";
import { ACCOUNT_MESSAGES, signupSchema } from "~/features/accounts/account-schemas";
import { enabledProviderIds } from "~/features/accounts/auth-config.server";
import { authEdgeFor } from "~/features/accounts/auth-edge.server";
import { AuthCard, FormAlert } from "~/features/accounts/components/auth-card";
import { PasswordStrengthMeter } from "~/features/accounts/components/password-strength-meter";
import { SocialSignIn } from "~/features/accounts/components/social-sign-in";
import { guards } from "~/features/accounts/guards.server";
import { signUpWithEmail } from "~/features/accounts/sign-up-with-email.server";
import { viewerOf } from "~/features/accounts/viewer.server";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { intentAction } from "~/lib/form-intents.server";
import { pageMeta } from "~/lib/seo";
import { replyToError } from "~/lib/service-error-reply.server";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { socialSignIn } from "~/routes/accounts/social-action.server";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Join Rangmanch | Create your free profile",
    description: "Create your profile on India's network for actors, directors, writers, musicians and crew.",
  });

const SENT_PATH = "/signup?sent=1";

export async function loader({ context }: Route.LoaderArgs) {
  if (viewerOf(context)) throw redirect("/discover");
  return { providers: enabledProviderIds() };
}

/** Signing up with email and password (the form without an intent), or starting a social sign-up. */
async function signUp(formData: FormData, _who: unknown, { request }: { request: Request }) {
  const submission = parseForm(formData, signupSchema);
  if (submission.status !== "success") {
    return data({ result: boundedReply(submission, signupSchema), formError: null }, { status: 400 });
  }
  try {
    await signUpWithEmail(getDb(), authEdgeFor(request), submission.value);
  } catch (thrown) {
    return replyToError(thrown, (error) => ({
      result: boundedReply(submission, signupSchema),
      formError: error.message,
    }));
  }
  // The same answer for a new address and a registered one: no cookie, the same place.
  return redirect(SENT_PATH);
}

export const action = intentAction(
  {},
  {
    pageForms: {
      "sign-up": { guard: guards.anyone, answer: signUp },
      social: { guard: guards.anyone, answer: socialSignIn },
    },
    fallback: "sign-up",
  },
);

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  if (searchParams.get("sent") === "1") return <CheckYourEmail />;
  return <SignupForm providers={loaderData.providers} actionData={actionData} />;
}

/** Where every sign-up lands, whether the address was new or already had an account. */
function CheckYourEmail() {
  return (
    <AuthCard title="Check Your Email">
      <div className="grid gap-4 text-center" role="status">
        <MailCheck className="mx-auto size-12 text-primary" aria-hidden />
        <p>{ACCOUNT_MESSAGES.signupSuccess}</p>
        <p className="text-sm text-muted-foreground">
          The link expires in 24 hours. Can't find it? Check your spam folder. You can sign in now and verify
          later.
        </p>
        <Button asChild size="lg">
          <Link to="/login">Sign in</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

function SignupForm({
  providers,
  actionData,
}: {
  providers: Route.ComponentProps["loaderData"]["providers"];
  actionData: Route.ComponentProps["actionData"];
}) {
  const navigation = useNavigation();
  const creating = navigation.state === "submitting" && navigation.formData?.get("intent") !== "social";
  const [password, setPassword] = useState("");
  const [form, fields] = useForm({
    id: "signup",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signupSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useFocusFirstError(form.id, actionData && "result" in actionData ? actionData.result : undefined);

  return (
    <AuthCard
      title="Join Rangmanch"
      description="India's premier platform for entertainment talent and opportunities"
    >
      <div className="grid gap-5">
        <SocialSignIn
          enabled={providers}
          redirectTo="/discover"
          divider={{ label: "Or with email", side: "after" }}
        />
        <FormAlert
          // A form that named no intent the page knows is answered in the contract's words.
          message={actionData && ("formError" in actionData ? actionData.formError : actionData.message)}
        />
        <Form method="post" {...getFormProps(form)} className="grid gap-4">
          <TextField field={fields.fullName} label="Full name" required autoComplete="name" />
          <TextField field={fields.email} label="Email" type="email" required autoComplete="email" />
          <TextField
            field={fields.password}
            label="Password"
            type="password"
            required
            autoComplete="new-password"
            aria-describedby={`${fields.password.errorId} password-strength`}
            onChange={(event) => setPassword(event.target.value)}
          >
            <PasswordStrengthMeter password={password} id="password-strength" />
          </TextField>
          <SelectField field={fields.category} label="Category" required>
            <option value="">Select your category</option>
            {CATEGORIES.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-1">
            <label className="flex items-start gap-2 text-sm">
              <input
                {...getInputProps(fields.agreeToTerms, { type: "checkbox", value: "on" })}
                key={fields.agreeToTerms.key}
                className="mt-0.5 size-4 accent-[var(--primary)]"
              />
              <span>
                I agree to the{" "}
                <Link to="/legal/terms" className="font-medium text-primary hover:underline">
                  Terms of Service
                </Link>{" "}
                and{" "}
                <Link to="/legal/privacy" className="font-medium text-primary hover:underline">
                  Privacy Policy
                </Link>
              </span>
            </label>
            <FieldError id={fields.agreeToTerms.errorId} errors={fields.agreeToTerms.errors} />
          </div>
          <Button type="submit" size="lg" disabled={creating}>
            {creating ? "Creating Account..." : "Create Account"}
          </Button>
        </Form>
        <p className="text-center text-sm text-muted-foreground">
          Already have an account?{" "}
          <Link to="/login" className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
