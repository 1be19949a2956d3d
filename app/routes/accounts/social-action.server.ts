import { data, redirect } from "react-router";
import { authEdgeFor } from "~/features/accounts/auth-edge.server";
import { safeRedirectPath } from "~/features/accounts/session.server";
import { isSocialProviderId } from "~/features/accounts/social-providers";
import { startSocialSignIn } from "~/features/accounts/start-social-sign-in.server";
import { setCookies } from "~/lib/http.server";
import { replyToError } from "~/lib/service-error-reply.server";

/**
 * The sign-in and sign-up pages' provider buttons post here: start the flow
 * or say why not. Route code shared by both pages' actions, not a service.
 */
export async function socialSignIn(formData: FormData, _who: unknown, { request }: { request: Request }) {
  const provider = formData.get("provider");
  if (!isSocialProviderId(provider)) return data({ formError: "Please choose a provider." }, { status: 400 });
  try {
    const asked = formData.get("redirectTo");
    const redirectTo = asked ? safeRedirectPath(asked) : "";
    const { url, cookies } = await startSocialSignIn(authEdgeFor(request), provider, redirectTo);
    return redirect(url, { headers: setCookies(cookies) });
  } catch (thrown) {
    return replyToError(thrown, (error) => ({ formError: error.message }));
  }
}
