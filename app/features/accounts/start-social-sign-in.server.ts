import { type AccountResult, failure } from "./account-result";
import { getAuth } from "./auth.server";
import { enabledProviderIds, type SocialProviderId } from "./auth-config.server";
import { cookiesFrom } from "./session.server";

export const SOCIAL_UNAVAILABLE = (name: string) => `Sign-in with ${name} is not available yet.`;

/** Starts the provider's OAuth flow: the caller redirects to `url` with these cookies (the flow's state). */
export async function startSocialSignIn(
  providerId: SocialProviderId,
  redirectTo: string,
  request: Request,
): Promise<AccountResult<{ url: string }>> {
  if (!enabledProviderIds().includes(providerId)) return failure(400, SOCIAL_UNAVAILABLE(providerId));
  const response = await getAuth().api.signInWithOAuth2({
    body: { providerId, callbackURL: redirectTo, errorCallbackURL: "/login?social=failed" },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) return failure(502, "Authentication failed. Please try again or use another method.");
  const { url } = (await response.json()) as { url: string };
  return { ok: true, url, headers: cookiesFrom(response) };
}
