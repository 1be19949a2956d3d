import { isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { setReadCacheLifetime } from "~/lib/read-cache.server";
import { signedInMember } from "../factories";
import { createAppHandler, send } from "../support/app-handler";
import { setUpTestDatabase } from "./test-database";

setUpTestDatabase();

/**
 * The short-lived read caches (decision 025) as production runs them: on, with
 * a lifetime long enough that only a write can explain a fresh read here.
 */
let handle: (request: Request) => Promise<Response>;
beforeAll(async () => {
  handle = await createAppHandler();
  setReadCacheLifetime(60_000);
});
afterAll(() => setReadCacheLifetime(0));

const ORIGIN = "http://localhost";
/** A page's loader data, as a hydrated browser asks for it (`/_.data` is the home page's). */
const get = (path: string, cookie?: string) =>
  send(handle, new Request(`${ORIGIN}${dataUrl(path)}`, { headers: cookie ? { cookie } : {} }));
const dataUrl = (path: string) =>
  path.startsWith("/api/") ? path : path === "/" ? "/_.data" : `${path}.data`;
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  send(
    handle,
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: ORIGIN,
        ...(cookie ? { cookie } : {}),
      },
    }),
  );

/** Renames the first featured profile behind the app's back, as another process would. */
async function renameFeaturedProfile(name: string) {
  await getDb().update(profiles).set({ name }).where(isNotNull(profiles.featuredRank));
}

describe("short-lived read caches", () => {
  it("answer repeated reads from memory: a change made elsewhere is not seen until a write", async () => {
    await get("/"); // fills the home page's caches
    await renameFeaturedProfile("Renamed Elsewhere");
    expect((await get("/")).text).not.toContain("Renamed Elsewhere");

    // A refused write changes nothing, so it leaves the caches alone.
    const refused = await post("/api/newsletter", { email: "not an email" });
    expect(refused.status).toBe(400);
    expect((await get("/")).text).not.toContain("Renamed Elsewhere");

    // Any successful write empties every cache: the next read is fresh.
    const accepted = await post("/api/newsletter", { email: "cache-test@example.com" });
    expect(accepted.status).toBeLessThan(400);
    expect((await get("/")).text).toContain("Renamed Elsewhere");
  });

  it("never let a signed-out session go on working: signing out empties the session cache", async () => {
    const { cookie } = await signedInMember();
    expect((await get("/account", cookie)).status).toBe(200);
    expect((await get("/account", cookie)).status).toBe(200); // now from the cache

    const signedOut = await post("/logout", {}, cookie);
    expect(signedOut.status).toBe(302);

    const after = await get("/account", cookie);
    expect(after.status).toBe(302);
    expect(after.location).toMatch(/^\/login/);
  });

  it("treat the auth API's GET links as writes (verifying an email is one)", async () => {
    await get("/");
    await renameFeaturedProfile("Renamed Before A Link");
    expect((await get("/")).text).not.toContain("Renamed Before A Link");
    // A link with a bad token still reaches Better Auth, which answers with a redirect.
    const link = await get("/api/auth/verify-email?token=not-a-token&callbackURL=/");
    expect(link.status).toBeLessThan(400);
    expect((await get("/")).text).toContain("Renamed Before A Link");
  });
});
