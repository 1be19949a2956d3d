import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, redirect, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Form, Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { toast } from "~/components/ui/toast";
import { getDb } from "~/db/client.server";
import { ACCOUNT_MESSAGES, loginSchema } from "~/features/accounts/account-schemas";
import { enabledProviderIds } from "~/features/accounts/auth-config.server";
import { authEdgeFor } from "~/features/accounts/auth-edge.server";
import { AuthCard, FormAlert } from "~/features/accounts/components/auth-card";
import { SocialSignIn } from "~/features/accounts/components/social-sign-in";
import { setFlashToast } from "~/features/accounts/flash-toast.server";
import { guards } from "~/features/accounts/guards.server";
import { safeRedirectPath } from "~/features/accounts/safe-redirect";
import { signInReasonFor } from "~/features/accounts/sign-in-reasons";
import { signInWithEmail } from "~/features/accounts/sign-in-with-email.server";
import { signedInArrivalToast, VERIFY_LINK_MESSAGES } from "~/features/accounts/signed-in-arrival";
import { isSocialProviderId, SOCIAL_TOASTS, socialProviderName } from "~/features/accounts/social-providers";
import { viewerOf } from "~/features/accounts/viewer.server";
import { auditionsPathFor } from "~/features/postings/kinds/audition/auditions-for-member.server";
import { boundedReply, parseForm } from "~/lib/bounded-reply";
import { intentAction } from "~/lib/form-intents.server";
import { setCookies } from "~/lib/http.server";
import { pageMeta } from "~/lib/seo";
import { replyToError } from "~/lib/service-error-reply.server";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { socialSignIn } from "~/routes/accounts/social-action.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Sign In | Rangmanch", description: "Sign in to Rangmanch to apply, post and message." });

/**
 * Where a member goes once signed in: the page that sent them here, else (no
 * `redirectTo`) the auditions for a performer (auditions-for-member.server.ts)
 * and the spec's /discover for everyone else.
 */
async function arrivalPath(userId: string, redirectTo: unknown): Promise<string> {
  if (typeof redirectTo === "string" && redirectTo !== "") return safeRedirectPath(redirectTo);
  return (await auditionsPathFor(getDb(), userId)) ?? safeRedirectPath(null);
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const viewer = viewerOf(context);
  if (viewer) {
    const toast = signedInArrivalToast(params);
    throw redirect(
      await arrivalPath(viewer.id, params.get("redirectTo")),
      toast ? { headers: { "Set-Cookie": await setFlashToast(toast) } } : undefined,
    );
  }
  return { providers: enabledProviderIds() };
}

/** Signing in with email and password (the form without an intent), or starting a social sign-in. */
async function signIn(formData: FormData, _who: unknown, { request }: { request: Request }) {
  const submission = parseForm(formData, loginSchema);
  if (submission.status !== "success") {
    return data({ result: boundedReply(submission, loginSchema), formError: null }, { status: 400 });
  }
  try {
    const { cookies, userId } = await signInWithEmail(getDb(), authEdgeFor(request), submission.value);
    const toast = await setFlashToast({ type: "success", title: ACCOUNT_MESSAGES.loginSuccess });
    return redirect(await arrivalPath(userId, submission.value.redirectTo), {
      headers: setCookies([...cookies, toast]),
    });
  } catch (thrown) {
    return replyToError(thrown, (error) => ({
      result: boundedReply(submission, loginSchema),
      formError: error.message,
    }));
  }
}

export const action = intentAction(
  {},
  {
    pageForms: {
      "sign-in": { guard: guards.anyone, answer: signIn },
      social: { guard: guards.anyone, answer: socialSignIn },
    },
    fallback: "sign-in",
  },
);

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  // Only a page that sent them here is carried on; without one the server decides (arrivalPath).
  const asked = searchParams.get("redirectTo");
  const redirectTo = asked ? safeRedirectPath(asked) : "";
  const navigation = useNavigation();
  const signingIn = navigation.state === "submitting" && navigation.formData?.get("intent") !== "social";
  const [form, fields] = useForm({
    id: "login",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useFocusFirstError(form.id, actionData && "result" in actionData ? actionData.result : undefined);
  const socialFailed = searchParams.get("social") === "failed";
  const failedProvider = searchParams.get("provider");
  // The spec's toast beside the banner, once per arrival from the provider.
  useEffect(() => {
    if (socialFailed && isSocialProviderId(failedProvider))
      toast.error(SOCIAL_TOASTS.failed(socialProviderName(failedProvider)));
  }, [socialFailed, failedProvider]);
  // Where a verification link lands (it verifies; it does not sign in). Better
  // Auth adds ?error= when the link was invalid or expired.
  const verified = searchParams.get("verified") === "1";
  const linkFailed = verified && searchParams.has("error");
  // Why a page sent them here ("Sign in to see your messages"), so the form is not a dead end.
  const reason = signInReasonFor(searchParams);

  return (
    <AuthCard title="Welcome Back" description="Sign in to find auditions, jobs and collaborators.">
      <div className="grid gap-5">
        {verified ? (
          <FormAlert
            tone={linkFailed ? "error" : "success"}
            message={
              linkFailed ? VERIFY_LINK_MESSAGES.linkFailedSignedOut : VERIFY_LINK_MESSAGES.verifiedSignedOut
            }
          />
        ) : null}
        {verified ? null : <FormAlert tone="info" message={reason} />}
        <FormAlert
          // A form that named no intent the page knows is answered in the contract's words.
          message={actionData && ("formError" in actionData ? actionData.formError : actionData.message)}
        />
        {socialFailed ? (
          <FormAlert message="Authentication failed. Please try again or use another method." />
        ) : null}
        <Form method="post" {...getFormProps(form)} className="grid gap-4">
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
          <TextField
            field={fields.password}
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <div className="flex items-center justify-between gap-2 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                name="rememberMe"
                value="on"
                className="size-4 accent-[var(--primary)]"
              />
              Remember me
            </label>
            <Link to="/forgot-password" className="font-medium text-primary hover:underline">
              Forgot password?
            </Link>
          </div>
          <Button type="submit" size="lg" disabled={signingIn}>
            {signingIn ? "Signing in..." : "Sign In"}
          </Button>
        </Form>
        <SocialSignIn
          enabled={loaderData.providers}
          redirectTo={redirectTo}
          divider={{ label: "Or continue with", side: "before" }}
        />
        <p className="text-center text-sm text-muted-foreground">
          New to Rangmanch?{" "}
          <Link to="/signup" className="font-medium text-primary hover:underline">
            Create an account
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
