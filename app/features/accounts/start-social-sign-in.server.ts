import { ServiceError } from "~/lib/service-error";
import { enabledProviderIds } from "./auth-config.server";
import type { AuthCookies, AuthEdge } from "./auth-edge.server";
import { type SocialProviderId, socialProviderName, socialReturnUrls } from "./social-providers";

export const SOCIAL_UNAVAILABLE = (name: string) => `Sign-in with ${name} is not available yet.`;
export const SOCIAL_FAILED = "Authentication failed. Please try again or use another method.";

/**
 * Starts the provider's OAuth flow: the caller sends the browser to `url`
 * with these cookies (the flow's state). A provider that is not switched on
 * is `invalid`; one whose flow cannot start is `unavailable`.
 */
export async function startSocialSignIn(
  auth: AuthEdge,
  providerId: SocialProviderId,
  redirectTo: string,
): Promise<{ url: string; cookies: AuthCookies }> {
  if (!enabledProviderIds().includes(providerId)) {
    throw new ServiceError("invalid", SOCIAL_UNAVAILABLE(socialProviderName(providerId)));
  }
  const answer = await auth.startOAuth({ providerId, ...socialReturnUrls(providerId, redirectTo) });
  if (!answer.ok) throw new ServiceError("unavailable", SOCIAL_FAILED);
  return { url: answer.value.url, cookies: answer.cookies };
}
