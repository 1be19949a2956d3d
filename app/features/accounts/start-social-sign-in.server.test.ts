import { afterEach, describe, expect, it, vi } from "vitest";
import { ServiceError } from "~/lib/service-error";
import type { AuthAnswer, AuthEdge } from "./auth-edge.server";
import { SOCIAL_FAILED, SOCIAL_UNAVAILABLE, startSocialSignIn } from "./start-social-sign-in.server";

/** An edge whose provider flow answers as given; it records what it was asked. */
function edgeAnswering(answer: AuthAnswer<{ url: string }>) {
  const startOAuth = vi.fn(async () => answer);
  return { edge: { startOAuth } as unknown as AuthEdge, startOAuth };
}

const refused: AuthAnswer<never> = { ok: false, failed: true, code: undefined, cookies: [] };

afterEach(() => vi.unstubAllEnvs());

describe("starting a social sign-in", () => {
  it("refuses a provider that is not switched on, by its name, without asking Better Auth", async () => {
    vi.stubEnv("FACEBOOK_CLIENT_ID", "");
    const { edge, startOAuth } = edgeAnswering(refused);
    const attempt = startSocialSignIn(edge, "facebook", "/discover");
    await expect(attempt).rejects.toBeInstanceOf(ServiceError);
    await expect(attempt).rejects.toMatchObject({
      code: "invalid",
      message: SOCIAL_UNAVAILABLE("Facebook"),
    });
    expect(startOAuth).not.toHaveBeenCalled();
  });

  it("hands back the provider's address and the flow's cookies", async () => {
    vi.stubEnv("GOOGLE_CLIENT_ID", "client");
    vi.stubEnv("GOOGLE_CLIENT_SECRET", "secret");
    const { edge, startOAuth } = edgeAnswering({
      ok: true,
      value: { url: "https://accounts.example/authorize?state=s" },
      cookies: ["state=s; HttpOnly"],
    });
    await expect(startSocialSignIn(edge, "google", "/account")).resolves.toEqual({
      url: "https://accounts.example/authorize?state=s",
      cookies: ["state=s; HttpOnly"],
    });
    expect(startOAuth).toHaveBeenCalledWith({
      providerId: "google",
      callbackURL: "/login?social=google&redirectTo=%2Faccount",
      errorCallbackURL: "/login?social=failed&provider=google",
    });
  });

  it("says the spec's words when the flow cannot start", async () => {
    vi.stubEnv("GOOGLE_CLIENT_ID", "client");
    vi.stubEnv("GOOGLE_CLIENT_SECRET", "secret");
    const { edge } = edgeAnswering(refused);
    await expect(startSocialSignIn(edge, "google", "/discover")).rejects.toMatchObject({
      code: "unavailable",
      message: SOCIAL_FAILED,
    });
  });
});
