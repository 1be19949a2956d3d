import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profileFollows, user } from "~/db/schema";
import { blockMember } from "~/features/blocks/member-blocks.server";
import { FOLLOWS_PAGE_SIZE } from "~/features/social/follows/list-follows.server";
import { loader as followersLoader } from "~/routes/profile-followers";
import { loader as followingLoader } from "~/routes/profile-following";
import { loader as profileLoader } from "~/routes/public-profile";
import { createMember, createProfile, signedInMember } from "../factories";
import { get } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

type ListPage = {
  kind: string;
  list: {
    people: { name: string; username: string | null }[];
    total: number;
    page: number;
    pageCount: number;
  };
};

const followersOf = async (username: string, query = "", cookie?: string) =>
  (await callRoute(followersLoader, get(`/u/${username}/followers${query}`, { cookie }), { username }))
    .body as ListPage;
const followingOf = async (username: string, cookie?: string) =>
  (await callRoute(followingLoader, get(`/u/${username}/following`, { cookie }), { username }))
    .body as ListPage;

describe("followers and following lists", () => {
  it("list followers newest first, a page at a time, each with their profile", async () => {
    const star = await signedInMember({ name: "Star Person" });
    const fans = [];
    for (let i = 0; i < FOLLOWS_PAGE_SIZE + 2; i += 1) {
      const fan = await createMember({ name: `Fan ${i}` });
      fans.push({ fan, profile: await createProfile(fan) });
      await db()
        .insert(profileFollows)
        .values({
          followerId: fan.id,
          profileId: star.profile.id,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        });
    }
    const first = await followersOf(star.profile.username);
    expect(first.list).toMatchObject({ total: FOLLOWS_PAGE_SIZE + 2, page: 1, pageCount: 2 });
    expect(first.list.people).toHaveLength(FOLLOWS_PAGE_SIZE);
    expect(first.list.people[0]).toMatchObject({
      name: `Fan ${FOLLOWS_PAGE_SIZE + 1}`,
      username: fans.at(-1)!.profile.username,
    });
    const second = await followersOf(star.profile.username, "?page=2");
    expect(second.list.people.map((person) => person.name)).toEqual(["Fan 1", "Fan 0"]);
    // A page past the end, or nonsense, shows a page that exists.
    expect((await followersOf(star.profile.username, "?page=99")).list.page).toBe(2);
    expect((await followersOf(star.profile.username, "?page=abc")).list.page).toBe(1);

    // The profile page's counts open these lists; the owner's following count is theirs.
    await db().insert(profileFollows).values({ followerId: star.member.id, profileId: fans[0]!.profile.id });
    const page = await callRoute(profileLoader, get(`/u/${star.profile.username}`), {
      username: star.profile.username,
    });
    expect(page.body).toMatchObject({ follow: { followerCount: FOLLOWS_PAGE_SIZE + 2 }, followingCount: 1 });
    const following = await followingOf(star.profile.username);
    expect(following.list).toMatchObject({
      total: 1,
      people: [{ name: "Fan 0", username: fans[0]!.profile.username }],
    });
  });

  it("leave out suspended accounts, and people blocked either way with the viewer", async () => {
    const star = await signedInMember({ name: "Listed Star" });
    const viewer = await signedInMember({ name: "Viewer" });
    const shown = await signedInMember({ name: "Shown Fan" });
    const suspended = await signedInMember({ name: "Suspended Fan" });
    const blocked = await signedInMember({ name: "Blocked Fan" });
    const sample = await createProfile(null, { name: "Unclaimed Sample" });
    for (const fan of [shown, suspended, blocked]) {
      await db().insert(profileFollows).values({ followerId: fan.member.id, profileId: star.profile.id });
    }
    for (const followed of [shown.profile, suspended.profile, blocked.profile, sample]) {
      await db().insert(profileFollows).values({ followerId: star.member.id, profileId: followed.id });
    }
    await db().update(user).set({ suspendedAt: new Date() }).where(eq(user.id, suspended.member.id));
    await blockMember(db(), blocked.member.id, viewer.member.id);

    const names = (page: ListPage) => page.list.people.map((person) => person.name).sort();
    expect(names(await followersOf(star.profile.username, "", viewer.cookie))).toEqual(["Shown Fan"]);
    expect(names(await followersOf(star.profile.username))).toEqual(["Blocked Fan", "Shown Fan"]);
    expect(names(await followingOf(star.profile.username, viewer.cookie))).toEqual([
      "Shown Fan",
      "Unclaimed Sample",
    ]);
    expect(names(await followingOf(star.profile.username))).toEqual([
      "Blocked Fan",
      "Shown Fan",
      "Unclaimed Sample",
    ]);
    // The profile's own count leaves the suspended follower out too.
    const page = await callRoute(profileLoader, get(`/u/${star.profile.username}`), {
      username: star.profile.username,
    });
    expect(page.body).toMatchObject({ follow: { followerCount: 2 }, followingCount: 3 });
  });

  it("answer the not-found page for an unknown profile, and 410 for a suspended one", async () => {
    const missing = await callRoute(followersLoader, get("/u/nobody-here/followers"), {
      username: "nobody-here",
    });
    expect(missing.status).toBe(404);
    const gone = await signedInMember({ name: "Gone Member" });
    await db().update(user).set({ suspendedAt: new Date() }).where(eq(user.id, gone.member.id));
    const unavailable = await callRoute(followingLoader, get(`/u/${gone.profile.username}/following`), {
      username: gone.profile.username,
    });
    expect(unavailable.status).toBe(410);
  });
});
