import { type Config, config } from "~/lib/config.server";
import { SOCIAL_PROVIDERS, type SocialProviderId } from "./social-providers";

/** The site's own origin, for links in emails and OAuth callbacks. */
export function appOrigin() {
  return config().appOrigin;
}

export type { SocialProviderId };

type ProviderEndpoints = {
  discoveryUrl?: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  userInfoUrl?: string;
};

/** The providers' real endpoints; each can be pointed elsewhere (a test provider) by environment. */
const DEFAULT_ENDPOINTS: Record<SocialProviderId, ProviderEndpoints & { scopes: string[] }> = {
  google: {
    discoveryUrl: "https://accounts.google.com/.well-known/openid-configuration",
    scopes: ["openid", "email", "profile"],
  },
  facebook: {
    authorizationUrl: "https://www.facebook.com/v19.0/dialog/oauth",
    tokenUrl: "https://graph.facebook.com/v19.0/oauth/access_token",
    userInfoUrl: "https://graph.facebook.com/me?fields=id,name,email,picture",
    scopes: ["email", "public_profile"],
  },
  instagram: {
    authorizationUrl: "https://api.instagram.com/oauth/authorize",
    tokenUrl: "https://api.instagram.com/oauth/access_token",
    userInfoUrl: "https://graph.instagram.com/me?fields=id,username",
    scopes: ["user_profile"],
  },
};

/**
 * A provider is on when its client id and secret are set, e.g. GOOGLE_CLIENT_ID
 * and GOOGLE_CLIENT_SECRET; GOOGLE_DISCOVERY_URL (or *_AUTHORIZATION_URL,
 * *_TOKEN_URL, *_USERINFO_URL) override its endpoints (read in lib/config.server.ts).
 */
export function configuredProviders(credentials: Config["oauth"] = config().oauth) {
  return SOCIAL_PROVIDERS.flatMap(({ id }) => {
    const settings = credentials[id];
    if (!settings) return [];
    const { clientId, clientSecret } = settings;
    const defaults = DEFAULT_ENDPOINTS[id];
    const discoveryUrl = settings.discoveryUrl ?? defaults.discoveryUrl;
    return [
      {
        providerId: id,
        clientId,
        clientSecret,
        scopes: defaults.scopes,
        pkce: true,
        ...(discoveryUrl
          ? { discoveryUrl }
          : {
              authorizationUrl: settings.authorizationUrl ?? defaults.authorizationUrl,
              tokenUrl: settings.tokenUrl ?? defaults.tokenUrl,
              userInfoUrl: settings.userInfoUrl ?? defaults.userInfoUrl,
            }),
      },
    ];
  });
}

export function enabledProviderIds(): SocialProviderId[] {
  return configuredProviders().map((provider) => provider.providerId);
}
