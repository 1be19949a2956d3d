import { describe, expect, it } from "vitest";
import { getFollowState } from "~/features/social/follows/follow-profile.server";
import { action as profileAction, loader as profileLoader } from "~/routes/public-profile";
import { createProfile, signedInMember } from "../factories";
import { get, post } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

describe("follow", () => {
  it("follows and unfollows, once each, and the count follows along", async () => {
    const target = await createProfile(null, { name: "Followed Person" });
    const fan = await signedInMember({ name: "Fan One" });
    const follow = () =>
      callRoute(profileAction, post(`/u/${target.username}`, { intent: "follow" }, { cookie: fan.cookie }), {
        username: target.username,
      });
    const first = await follow();
    expect(first.body).toMatchObject({
      ok: true,
      message: "Following successfully",
      following: true,
      followerCount: 1,
    });
    await follow();
    expect(await getFollowState(db(), fan.member.id, target.id)).toEqual({
      following: true,
      followerCount: 1,
    });

    const { body: page } = await callRoute(
      profileLoader,
      get(`/u/${target.username}`, { cookie: fan.cookie }),
      {
        username: target.username,
      },
    );
    expect((page as { follow: unknown }).follow).toEqual({ following: true, followerCount: 1 });

    const off = await callRoute(
      profileAction,
      post(`/u/${target.username}`, { intent: "unfollow" }, { cookie: fan.cookie }),
      { username: target.username },
    );
    expect(off.body).toMatchObject({
      ok: true,
      message: "Unfollowed successfully",
      following: false,
      followerCount: 0,
    });
  });

  it("sends signed-out visitors to sign in and back", async () => {
    const target = await createProfile(null);
    const request = post(`/u/${target.username}`, { intent: "follow" });
    request.headers.set("Referer", `http://localhost:3000/u/${target.username}`);
    const { body } = await callRoute(profileAction, request, { username: target.username });
    expect((body as Response).headers.get("Location")).toBe(`/login?redirectTo=%2Fu%2F${target.username}`);
  });

  it("refuses following one's own profile and unknown intents", async () => {
    const me = await signedInMember({ name: "Self Follower" });
    const own = me.profile;
    const self = await callRoute(
      profileAction,
      post(`/u/${own.username}`, { intent: "follow" }, { cookie: me.cookie }),
      {
        username: own.username,
      },
    );
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ message: "You cannot follow your own profile." });
    const odd = await callRoute(
      profileAction,
      post(`/u/${own.username}`, { intent: "explode" }, { cookie: me.cookie }),
      {
        username: own.username,
      },
    );
    expect(odd.status).toBe(400);
  });
});

describe("skill endorsements", () => {
  it("count once per person per skill, never for oneself or a skill the profile does not list", async () => {
    const target = await createProfile(null, { skills: ["Kathak", "Voice-over"] });
    const fan = await signedInMember({ name: "Endorser One" });
    const other = await signedInMember({ name: "Endorser Two" });
    const endorse = (cookie: string, skill: string) =>
      callRoute(profileAction, post(`/u/${target.username}`, { intent: "endorse", skill }, { cookie }), {
        username: target.username,
      });
    expect((await endorse(fan.cookie, "Kathak")).body).toMatchObject({
      ok: true,
      message: "Endorsement added",
    });
    await endorse(fan.cookie, "Kathak");
    await endorse(other.cookie, "Kathak");
    expect((await endorse(fan.cookie, "Juggling")).status).toBe(400);

    const { body } = await callRoute(profileLoader, get(`/u/${target.username}`, { cookie: fan.cookie }), {
      username: target.username,
    });
    expect((body as { skills: unknown }).skills).toEqual([
      { skill: "Kathak", count: 2, endorsedByViewer: true },
      { skill: "Voice-over", count: 0, endorsedByViewer: false },
    ]);

    const me = await signedInMember({ name: "Self Endorser", profile: { skills: ["Editing"] } });
    const own = me.profile;
    const self = await callRoute(
      profileAction,
      post(`/u/${own.username}`, { intent: "endorse", skill: "Editing" }, { cookie: me.cookie }),
      { username: own.username },
    );
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ message: "You cannot endorse your own skills." });
  });
});
