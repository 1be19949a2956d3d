export const SOCIAL_PROVIDERS = [
  { id: "facebook", name: "Facebook" },
  { id: "instagram", name: "Instagram" },
  { id: "google", name: "Google" },
] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]["id"];

export function isSocialProviderId(value: unknown): value is SocialProviderId {
  return SOCIAL_PROVIDERS.some((provider) => provider.id === value);
}

export function socialProviderName(id: SocialProviderId): string {
  return SOCIAL_PROVIDERS.find((provider) => provider.id === id)!.name;
}

/** The spec's social sign-in toasts (part 2, messages). */
export const SOCIAL_TOASTS = {
  signedIn: (name: string) => `${name} authentication successful!`,
  failed: (name: string) => `Could not authenticate with ${name}. Please try again.`,
} as const;

/**
 * Where the provider sends the browser back: the sign-in page, with the
 * provider named so that it can say which one worked (or failed), then on to
 * `redirectTo` (app/routes/login.tsx).
 */
export function socialReturnUrls(providerId: SocialProviderId, redirectTo: string) {
  // Without a page to return to, the sign-in page decides where the member goes (routes/login.tsx).
  const back = new URLSearchParams({ social: providerId, ...(redirectTo ? { redirectTo } : {}) });
  const failed = new URLSearchParams({ social: "failed", provider: providerId });
  return { callbackURL: `/login?${back}`, errorCallbackURL: `/login?${failed}` };
}
