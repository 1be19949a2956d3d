import { describe, expect, it } from "vitest";
import { getAuth } from "~/features/accounts/auth.server";
import { action as loginAction } from "~/routes/login";
import { createMember, createProfile, createSession, signedInMember } from "../factories";
import { get, post, STRONG_PASSWORD } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * The factories stand in for sign-up and sign-in in most tests, so what they
 * make must be what the real code accepts: a session cookie Better Auth's own
 * getSession takes, and a password its sign-in takes.
 */
setUpTestDatabase();

const sessionOf = (cookie: string) => getAuth().api.getSession({ headers: get("/", { cookie }).headers });

describe("test factories", () => {
  it("sign a session cookie that Better Auth's getSession accepts, and only untampered", async () => {
    const { member, cookie, sessionId } = await signedInMember({ name: "Cookie Check" });
    expect(await sessionOf(cookie)).toMatchObject({
      user: { id: member.id, email: member.email, emailVerified: true },
      session: { id: sessionId },
    });

    const [name, value] = cookie.split("=") as [string, string];
    const [token] = decodeURIComponent(value).split(".");
    const forged = `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`;
    expect(await sessionOf(forged)).toBeNull();
  });

  it("make sessions that end when they expire", async () => {
    const member = await createMember();
    const expired = await createSession(member, { expiresAt: new Date(Date.now() - 1000) });
    expect(await sessionOf(expired.cookie)).toBeNull();
  });

  it("hash a password so the real sign-in takes it, and make unverified members when asked", async () => {
    const member = await createMember({ verified: false, password: STRONG_PASSWORD });
    expect(member.emailVerified).toBe(false);
    const signIn = (password: string) =>
      callRoute(loginAction, post("/login", { email: member.email, password }, { ip: "192.0.2.201" }));
    expect((await signIn("Wrong#Password1")).status).toBe(401);
    expect((await signIn(STRONG_PASSWORD)).status).toBe(302);
  });

  it("give profiles unique usernames the profile editor would accept", async () => {
    const member = await createMember({ name: "A Very Long Name Indeed For A Username" });
    const usernames = [
      (await createProfile(member)).username,
      (await createProfile(null, { name: "A Very Long Name Indeed For A Username" })).username,
      (await createProfile(null, { name: "!!" })).username,
    ];
    expect(new Set(usernames).size).toBe(usernames.length);
    for (const username of usernames) expect(username).toMatch(/^[a-z0-9_-]{3,30}$/);
  });
});
