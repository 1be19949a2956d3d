import { eq } from "drizzle-orm";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectionRequests, profileFollows, profileReviews, profiles, skillEndorsements } from "~/db/schema";
import { getConnectionState } from "~/features/social/connections/connections.server";
import { getFollowState } from "~/features/social/follows/follow-profile.server";
import { countFollowing } from "~/features/social/follows/list-follows.server";
import { loadProfileSocialView } from "~/features/social/profile-social-view.server";
import { loadReviews } from "~/features/social/reviews/reviews.server";
import { setReadCacheLifetime } from "~/lib/read-cache.server";
import type { loader } from "~/routes/public-profile";
import { createProfile, signedInMember } from "../factories";
import { createAppHandler, send } from "../support/app-handler";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

type PageData = Awaited<ReturnType<typeof loader>>;

const ORIGIN = "http://localhost";
let handle: (request: Request) => Promise<Response>;
beforeAll(async () => {
  handle = await createAppHandler();
});

/** The profile page's loader data as a hydrated browser gets it, decoded by React Router's own decoder. */
async function pageData(username: string, cookie?: string): Promise<PageData> {
  const reply = await send(
    handle,
    new Request(`${ORIGIN}/u/${username}.data`, { headers: cookie ? { cookie } : {} }),
  );
  expect(reply.status).toBe(200);
  const decoded = await decodeViaTurboStream(new Response(reply.text).body!, globalThis);
  await decoded.done;
  return (decoded.value as Record<string, { data: PageData }>)["routes/public-profile"]!.data;
}

/** A form on the profile page, posted as the hydrated page posts it. */
function postToProfile(username: string, fields: Record<string, string>, cookie: string) {
  return send(
    handle,
    new Request(`${ORIGIN}/u/${username}.data`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie },
    }),
  );
}

describe("the profile page with the read caches on (decision 025)", () => {
  beforeAll(() => setReadCacheLifetime(60_000));
  afterAll(() => setReadCacheLifetime(0));

  it("gives each viewer their own standing from one cached public part, and a follow shows at once", async () => {
    const owner = await signedInMember({ name: "Cached Owner", profile: { skills: ["Kathak", "Improv"] } });
    const asker = await signedInMember({ name: "Asker Viewer" });
    const invited = await signedInMember({ name: "Invited Viewer" });
    const username = owner.profile.username;
    // The asker follows, asked to connect, reviewed and endorsed; the owner asked the invited viewer.
    await db().insert(profileFollows).values({ followerId: asker.member.id, profileId: owner.profile.id });
    await db()
      .insert(connectionRequests)
      .values({ requesterId: asker.member.id, profileId: owner.profile.id });
    const [invitation] = await db()
      .insert(connectionRequests)
      .values({ requesterId: owner.member.id, profileId: invited.profile.id })
      .returning({ id: connectionRequests.id });
    const [review] = await db()
      .insert(profileReviews)
      .values({
        profileId: owner.profile.id,
        reviewerId: asker.member.id,
        rating: 4,
        content: "A fine dancer.",
      })
      .returning({ id: profileReviews.id });
    await db()
      .insert(skillEndorsements)
      .values({ profileId: owner.profile.id, skill: "Kathak", endorserId: asker.member.id });

    const askerView = await pageData(username, asker.cookie);
    // Changed behind the app's back, as another process would: the next readers get the cached part.
    await db().update(profiles).set({ name: "Renamed Elsewhere" }).where(eq(profiles.id, owner.profile.id));
    const invitedView = await pageData(username, invited.cookie);
    const signedOutView = await pageData(username);

    for (const view of [askerView, invitedView, signedOutView]) {
      expect(view.profile.name).toBe("Cached Owner");
      expect(view.follow.followerCount).toBe(1);
      expect(view.connection.connectionCount).toBe(0);
      expect(view.reviews.summary).toEqual({ average: 4, count: 1 });
      expect(view.skills.map(({ skill, count }) => ({ skill, count }))).toEqual([
        { skill: "Kathak", count: 1 },
        { skill: "Improv", count: 0 },
      ]);
    }
    expect(askerView.follow.following).toBe(true);
    expect(askerView.connection).toMatchObject({ status: "pending", requestId: null, incoming: [] });
    expect(askerView.reviews.ownReview).toEqual({ id: review!.id, rating: 4, content: "A fine dancer." });
    expect(askerView.reviews.reviews.map((item) => item.byViewer)).toEqual([true]);
    expect(askerView.skills.map((skill) => skill.endorsedByViewer)).toEqual([true, false]);

    expect(invitedView.follow.following).toBe(false);
    expect(invitedView.connection).toMatchObject({ status: "incoming", requestId: invitation!.id });
    expect(invitedView.reviews.ownReview).toBeNull();
    expect(invitedView.reviews.reviews.map((item) => item.byViewer)).toEqual([false]);
    expect(invitedView.skills.map((skill) => skill.endorsedByViewer)).toEqual([false, false]);

    expect(signedOutView.follow.following).toBe(false);
    expect(signedOutView.connection).toMatchObject({ status: "none", requestId: null });
    // Whose the review is stays on the server.
    expect(Object.keys(askerView.reviews.reviews[0]!)).not.toContain("reviewerId");

    // A follow is a write: it empties the caches, so everyone's next page is fresh.
    const followed = await postToProfile(username, { intent: "follow" }, invited.cookie);
    expect(followed.status).toBe(200);
    const invitedAfter = await pageData(username, invited.cookie);
    expect(invitedAfter.follow).toEqual({ following: true, followerCount: 2 });
    expect(invitedAfter.profile.name).toBe("Renamed Elsewhere");
    const askerAfter = await pageData(username, asker.cookie);
    expect(askerAfter.follow).toEqual({ following: true, followerCount: 2 });
  });
});

describe("the profile page's social view", () => {
  /** What the page showed before its reads were split, from the services the fetchers still use. */
  async function separateReads(viewerId: string | null, profileId: number, ownerId: string | null) {
    return {
      follow: await getFollowState(db(), viewerId, profileId),
      followingCount: ownerId ? await countFollowing(db(), ownerId) : 0,
      connection: await getConnectionState(db(), viewerId, profileId),
      reviews: await loadReviews(db(), viewerId, profileId),
    };
  }

  it("matches the separate reads for every kind of viewer", async () => {
    const owner = await signedInMember({ name: "Viewed Owner", profile: { skills: ["Mime"] } });
    const [stranger, asker, invited, connected, declined, theyAccepted] = await Promise.all(
      ["Stranger", "Asker", "Invited", "Connected", "Declined", "They Accepted"].map((name) =>
        signedInMember({ name }),
      ),
    );
    const profileId = owner.profile.id;
    await db()
      .insert(connectionRequests)
      .values([
        { requesterId: asker!.member.id, profileId },
        { requesterId: connected!.member.id, profileId, status: "accepted" },
        { requesterId: declined!.member.id, profileId, status: "declined" },
        { requesterId: owner.member.id, profileId: invited!.profile.id },
        { requesterId: owner.member.id, profileId: theyAccepted!.profile.id, status: "accepted" },
      ]);
    await db().insert(profileFollows).values({ followerId: stranger!.member.id, profileId });
    await db()
      .insert(profileFollows)
      .values({ followerId: owner.member.id, profileId: stranger!.profile.id });
    await db()
      .insert(profileReviews)
      .values({ profileId, reviewerId: connected!.member.id, rating: 5, content: "Wonderful." });
    await db()
      .insert(skillEndorsements)
      .values({ profileId, skill: "Mime", endorserId: declined!.member.id });

    const expected = {
      [owner.member.id]: "self",
      [stranger!.member.id]: "none",
      [asker!.member.id]: "pending",
      [invited!.member.id]: "incoming",
      [connected!.member.id]: "connected",
      [declined!.member.id]: "none",
      [theyAccepted!.member.id]: "connected",
    };
    for (const viewerId of [null, ...Object.keys(expected)]) {
      const view = await loadProfileSocialView(db(), viewerId, owner.profile);
      const { skills, ...rest } = view;
      expect(rest).toEqual(await separateReads(viewerId, profileId, owner.member.id));
      expect(rest.followingCount).toBe(1);
      expect(view.connection.status).toBe(viewerId ? expected[viewerId] : "none");
      expect(skills).toEqual([
        { skill: "Mime", count: 1, endorsedByViewer: viewerId === declined!.member.id },
      ]);
    }
    // The owner sees the request waiting for their answer.
    const ownerView = await loadProfileSocialView(db(), owner.member.id, owner.profile);
    expect(ownerView.connection.incoming.map((request) => request.name)).toEqual(["Asker"]);

    // An unclaimed profile has no owner to have asked anyone.
    const unclaimed = await createProfile(null, { skills: [] });
    const strangerView = await loadProfileSocialView(db(), stranger!.member.id, unclaimed);
    expect(strangerView).toEqual({
      ...(await separateReads(stranger!.member.id, unclaimed.id, null)),
      skills: [],
    });
  });
});
