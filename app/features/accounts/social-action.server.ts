import { data, redirect } from "react-router";
import { safeRedirectPath } from "./session.server";
import { isSocialProviderId, SOCIAL_PROVIDERS } from "./social-providers";
import { SOCIAL_UNAVAILABLE, startSocialSignIn } from "./start-social-sign-in.server";

/** The sign-in and sign-up pages' provider buttons post here: start the flow or say why not. */
export async function handleSocialIntent(formData: FormData, request: Request) {
  const provider = formData.get("provider");
  if (!isSocialProviderId(provider)) return data({ formError: "Please choose a provider." }, { status: 400 });
  const result = await startSocialSignIn(provider, safeRedirectPath(formData.get("redirectTo")), request);
  if (!result.ok) {
    const name = SOCIAL_PROVIDERS.find((p) => p.id === provider)!.name;
    const message = result.status === 400 ? SOCIAL_UNAVAILABLE(name) : result.message;
    return data({ formError: message }, { status: result.status });
  }
  return redirect(result.url, { headers: result.headers });
}
