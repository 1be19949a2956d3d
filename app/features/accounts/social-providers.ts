export const SOCIAL_PROVIDERS = [
  { id: "facebook", name: "Facebook" },
  { id: "instagram", name: "Instagram" },
  { id: "google", name: "Google" },
] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]["id"];

export function isSocialProviderId(value: unknown): value is SocialProviderId {
  return SOCIAL_PROVIDERS.some((provider) => provider.id === value);
}
