import type { FlashToast } from "~/features/toast/flash-toast";
import { isSocialProviderId, SOCIAL_TOASTS, socialProviderName } from "./social-providers";

export const VERIFY_LINK_MESSAGES = {
  verified: "Your email is verified.",
  verifiedSignedOut: "Your email is verified. Sign in to continue.",
  linkFailed: "This verification link is invalid or has expired.",
  linkFailedSignedOut: "This verification link is invalid or has expired. Sign in to ask for a new one.",
} as const;

/**
 * The sign-in page sends a signed-in visitor straight on; when they arrived
 * from somewhere that has news for them, this is the toast the next page
 * shows: the emailed verification link (it lands here, verified or not), or
 * a provider they just signed in with (start-social-sign-in.server.ts).
 * Without it the news was lost in the redirect.
 */
export function signedInArrivalToast(params: URLSearchParams): FlashToast | null {
  if (params.get("verified") === "1") {
    return params.has("error")
      ? {
          type: "error",
          title: VERIFY_LINK_MESSAGES.linkFailed,
          description: "Ask for a new one from your account page.",
        }
      : { type: "success", title: VERIFY_LINK_MESSAGES.verified };
  }
  const provider = params.get("social");
  if (isSocialProviderId(provider)) {
    return { type: "success", title: SOCIAL_TOASTS.signedIn(socialProviderName(provider)) };
  }
  return null;
}
