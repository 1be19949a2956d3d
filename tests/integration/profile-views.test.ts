import { eq } from "drizzle-orm";
import type { Request as ExpressRequest } from "express";
import { beforeAll, describe, expect, it } from "vitest";
import { productions, profiles, profileViewers } from "~/db/schema";
import { createProduction } from "~/features/productions/save-production.server";
import { removeOldProfileViewers } from "~/features/profiles/record-profile-view.server";
import { CLIENT_ADDRESS_HEADER } from "~/features/security/client-address.server";
import { parseDiscoverParams } from "~/features/talent/discover-params";
import { searchTalent, talentSearchOf } from "~/features/talent/search-talent.server";
import { countKeptPageView } from "../../server/kept-page-views";
import { createProfile, signedInMember } from "../factories";
import { createAppHandler, send } from "../support/app-handler";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

const BROWSER = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";
let handle: (request: Request) => Promise<Response>;
beforeAll(async () => {
  handle = await createAppHandler();
});

/** Opens /u/{username} as a hydrated browser does (its data) from `address`, signed in with `cookie` or not. */
async function view(
  username: string,
  { address = "203.0.113.7", cookie, method = "GET", headers = {} }: ViewOptions = {},
) {
  const reply = await send(
    handle,
    new Request(`http://localhost/u/${username}.data`, {
      method,
      headers: {
        "user-agent": BROWSER,
        [CLIENT_ADDRESS_HEADER]: address,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    }),
  );
  expect(reply.status).toBe(200);
}
type ViewOptions = { address?: string; cookie?: string; method?: string; headers?: Record<string, string> };

async function viewsOf(profileId: number) {
  const [row] = await db()
    .select({ views: profiles.viewCount })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row!.views;
}

describe("a profile's views (spec part 1, section 3: the talent card's view counter)", () => {
  it("counts each viewer once a day, never the owner, a robot, a HEAD or a prefetch", async () => {
    const owner = await signedInMember({ profile: { name: "Kavya Menon" } });
    const { username, id } = owner.profile;
    expect(await viewsOf(id)).toBe(0);

    await view(username);
    await view(username); // the same visitor again today
    expect(await viewsOf(id)).toBe(1);

    await view(username, { address: "198.51.100.4" }); // another visitor
    const member = await signedInMember();
    await view(username, { cookie: member.cookie }); // a member, from the first visitor's address
    await view(username, { cookie: member.cookie, address: "192.0.2.9" }); // the same member elsewhere
    expect(await viewsOf(id)).toBe(3);

    await view(username, { cookie: owner.cookie, address: "192.0.2.200" });
    await view(username, {
      address: "192.0.2.201",
      headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    await view(username, { address: "192.0.2.202", headers: { "user-agent": "WhatsApp/2.23.20.0" } });
    await view(username, { address: "192.0.2.203", headers: { "sec-purpose": "prefetch" } });
    await view(username, { address: "192.0.2.204", method: "HEAD" });
    expect(await viewsOf(id)).toBe(3);
  });

  it("counts views at once without losing one", async () => {
    const { id, username } = await createProfile(null, { name: "Arjun Pillai" });
    await Promise.all(
      Array.from({ length: 8 }, (_, n) => view(username, { address: `198.51.100.${n + 10}` })),
    );
    expect(await viewsOf(id)).toBe(8);
  });

  it("counts a profile page sent from the page cache, whose loader does not run", async () => {
    const { id, username } = await createProfile(null, { name: "Meera Iyer" });
    const kept = (path: string, ip: string, agent = BROWSER) =>
      countKeptPageView("u/:username", {
        method: "GET",
        path,
        ip,
        get: (name: string) => (name.toLowerCase() === "user-agent" ? agent : undefined),
        log: { error: () => {} },
      } as unknown as ExpressRequest);
    kept(`/u/${username}`, "203.0.113.50");
    kept(`/u/${username}.data`, "203.0.113.51");
    kept(`/u/${username}`, "203.0.113.52", "Twitterbot/1.0");
    countKeptPageView("discover", { method: "GET", path: `/u/${username}`, ip: "203.0.113.53" } as never);
    await expect.poll(() => viewsOf(id)).toBe(2);
  });

  it("keeps only today's and yesterday's viewers; the count stays", async () => {
    const { id, username } = await createProfile(null, { name: "Old Viewer Test" });
    await view(username, { address: "203.0.113.90" });
    await db().insert(profileViewers).values({ day: "2020-01-01", profileId: id, viewer: "long-ago" });
    expect(await removeOldProfileViewers(db())).toBeGreaterThanOrEqual(1);
    const left = await db().select().from(profileViewers).where(eq(profileViewers.profileId, id));
    expect(left).toHaveLength(1);
    expect(await viewsOf(id)).toBe(1);
  });

  it("puts the views, the company and the type on the talent card", async () => {
    const person = await signedInMember({
      profile: { name: "Zoya Qureshi Cardtest", workSchedule: "part-time" },
    });
    const made = await createProduction(db(), person.member.id, {
      name: "Qureshi Films",
      kind: "production-house",
      website: "https://qureshifilms.example",
    });
    await db().update(productions).set({ verifiedAt: new Date() }).where(eq(productions.id, made.id));
    await view(person.profile.username, { address: "203.0.113.99" });
    const { talent } = await searchTalent(
      db(),
      talentSearchOf(parseDiscoverParams(new URLSearchParams("q=Zoya Qureshi Cardtest"))),
    );
    expect(talent[0]).toMatchObject({
      name: "Zoya Qureshi Cardtest",
      company: "Qureshi Films",
      workSchedule: "part-time",
      viewCount: 1,
    });
  });
});
