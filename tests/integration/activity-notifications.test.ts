import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ACTIVITY_NOTIFICATION_KINDS } from "~/constants/notifications";
import {
  connectionRequests,
  feedPosts,
  liveEvents,
  notificationSettings,
  notifications,
  user,
} from "~/db/schema";
import { blockMember } from "~/features/blocks/member-blocks.server";
import { addComment, setPostLike } from "~/features/feed/post-actions.server";
import { readLiveEventsAfter } from "~/features/live/live-events.server";
import {
  getActivityNotificationKinds,
  listNotifications,
} from "~/features/notifications/notifications.server";
import { changeAndNotify } from "~/features/notifications/notify.server";
import {
  respondToConnectionRequest,
  sendConnectionRequest,
  withdrawConnectionRequest,
} from "~/features/social/connections/connections.server";
import { endorseSkill } from "~/features/social/endorsements/endorse-skill.server";
import { setFollowing } from "~/features/social/follows/follow-profile.server";
import { upsertReview } from "~/features/social/reviews/reviews.server";
import { action as accountAction, loader as accountLoader } from "~/routes/account";
import { createMember, createProfile, signedInMember } from "../factories";
import { get, post, setUpMailSink } from "./account-helpers";
import { deliverQueuedEmails } from "./queued-jobs";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();
const mail = setUpMailSink();

beforeEach(async () => {
  await db().delete(notifications);
  await db().delete(liveEvents);
  // Every test writes a lot as few people; the write limit is not the subject here.
  await db().execute(sql`delete from rate_limits`);
});

/** The member's notices, oldest first, as stored. */
const noticesOf = (userId: string) =>
  db()
    .select({ kind: notifications.kind, text: notifications.text, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));

async function requestFrom(requesterId: string) {
  const [row] = await db()
    .select({ id: connectionRequests.id })
    .from(connectionRequests)
    .where(eq(connectionRequests.requesterId, requesterId));
  return row!.id;
}

async function writePost(authorId: string) {
  const [row] = await db()
    .insert(feedPosts)
    .values({ authorId, body: "First look at the set", category: "Film" })
    .returning({ id: feedPosts.id });
  return row!.id;
}

describe("a follow", () => {
  it("tells the profile's owner once, live, with a link to the follower, however often they re-follow", async () => {
    const owner = await signedInMember({ name: "Meera Owner" });
    const fan = await signedInMember({ name: "Kabir Fan" });
    await setFollowing(db(), fan.member.id, owner.profile.id, true);
    await setFollowing(db(), fan.member.id, owner.profile.id, true);
    await setFollowing(db(), fan.member.id, owner.profile.id, false);
    await setFollowing(db(), fan.member.id, owner.profile.id, true);
    expect(await noticesOf(owner.member.id)).toEqual([
      { kind: "new_follower", text: "Kabir Fan started following you", link: `/u/${fan.profile.username}` },
    ]);
    expect(await readLiveEventsAfter(db(), owner.member.id, 0, 10)).toEqual([
      expect.objectContaining({ kind: "notification", payload: { kind: "new_follower" } }),
    ]);
    expect(await noticesOf(fan.member.id)).toEqual([]);
  });

  it("raises nothing for a sample profile nobody owns, nor between members who blocked each other", async () => {
    const sample = await createProfile(null, { name: "Unclaimed Sample" });
    const fan = await createMember({ name: "Fan" });
    await setFollowing(db(), fan.id, sample.id, true);
    expect(await db().select().from(notifications)).toEqual([]);

    const owner = await signedInMember({ name: "Blocking Owner" });
    const blocked = await createMember({ name: "Blocked Fan" });
    await blockMember(db(), owner.member.id, blocked.id);
    await setFollowing(db(), blocked.id, owner.profile.id, true);
    const blocker = await createMember({ name: "Blocker Fan" });
    await blockMember(db(), blocker.id, owner.member.id);
    await setFollowing(db(), blocker.id, owner.profile.id, true);
    expect(await noticesOf(owner.member.id)).toEqual([]);
  });

  it("raises nothing from a suspended account", async () => {
    const owner = await signedInMember({ name: "Owner" });
    const suspended = await createMember({ name: "Suspended Fan" });
    await db().update(user).set({ suspendedAt: new Date() }).where(eq(user.id, suspended.id));
    await setFollowing(db(), suspended.id, owner.profile.id, true);
    expect(await noticesOf(owner.member.id)).toEqual([]);
  });
});

describe("connections", () => {
  it("tell the owner of a request once, and the asker when it is accepted (not when declined)", async () => {
    const owner = await signedInMember({ name: "Asha Owner" });
    const asker = await signedInMember({ name: "Ravi Asker" });
    await sendConnectionRequest(db(), asker.member.id, owner.profile.id);
    await sendConnectionRequest(db(), asker.member.id, owner.profile.id);
    await withdrawConnectionRequest(db(), asker.member.id, owner.profile.id);
    await sendConnectionRequest(db(), asker.member.id, owner.profile.id);
    expect(await noticesOf(owner.member.id)).toEqual([
      {
        kind: "connection_request",
        text: "Ravi Asker asked to connect with you",
        link: `/u/${owner.profile.username}#connection-requests`,
      },
    ]);
    await respondToConnectionRequest(db(), owner.member.id, await requestFrom(asker.member.id), "accept");
    expect(await noticesOf(asker.member.id)).toEqual([
      {
        kind: "connection_accepted",
        text: "Asha Owner accepted your connection request",
        link: `/u/${owner.profile.username}`,
      },
    ]);

    const other = await signedInMember({ name: "Declined Asker" });
    await sendConnectionRequest(db(), other.member.id, owner.profile.id);
    await respondToConnectionRequest(db(), owner.member.id, await requestFrom(other.member.id), "decline");
    expect(await noticesOf(other.member.id)).toEqual([]);
  });
});

describe("endorsements and reviews", () => {
  it("tell the profile's owner of each new endorsement, once per person and skill", async () => {
    const owner = await signedInMember({ name: "Skilled Owner", profile: { skills: ["Kathak", "Acting"] } });
    const fan = await createMember({ name: "Endorsing Fan" });
    await endorseSkill(db(), fan.id, owner.profile.id, "Kathak");
    await endorseSkill(db(), fan.id, owner.profile.id, "Kathak");
    await endorseSkill(db(), fan.id, owner.profile.id, "Acting");
    expect(await noticesOf(owner.member.id)).toEqual([
      {
        kind: "endorsement",
        text: "Endorsing Fan endorsed your skill Kathak",
        link: `/u/${owner.profile.username}#skills`,
      },
      {
        kind: "endorsement",
        text: "Endorsing Fan endorsed your skill Acting",
        link: `/u/${owner.profile.username}#skills`,
      },
    ]);
  });

  it("tell the profile's owner of a new review, not of its edits", async () => {
    const owner = await signedInMember({ name: "Reviewed Owner" });
    const critic = await signedInMember({ name: "Critic" });
    await upsertReview(db(), critic.member.id, owner.profile.id, {
      rating: 4,
      content: "Great to work with.",
    });
    await upsertReview(db(), critic.member.id, owner.profile.id, { rating: 5, content: "Even better." });
    expect(await noticesOf(owner.member.id)).toEqual([
      {
        kind: "review",
        text: "Critic reviewed you: 4 out of 5",
        link: `/u/${owner.profile.username}#reviews`,
      },
    ]);
  });
});

describe("likes and comments on a post", () => {
  it("tell the author of a member's like once, however often they unlike and like again", async () => {
    const author = await signedInMember({ name: "Post Author" });
    const fan = await createMember({ name: "Liking Fan" });
    const postId = await writePost(author.member.id);
    for (const liked of [true, false, true, false, true]) await setPostLike(db(), fan.id, postId, liked);
    await setPostLike(db(), author.member.id, postId, true);
    expect(await noticesOf(author.member.id)).toEqual([
      { kind: "post_like", text: "Liking Fan liked your post", link: `/feed/${postId}` },
    ]);
  });

  it("tell the author of every comment but their own", async () => {
    const author = await signedInMember({ name: "Post Author" });
    const fan = await createMember({ name: "Commenting Fan" });
    const postId = await writePost(author.member.id);
    await addComment(db(), fan.id, postId, "Lovely\n\nframing");
    await addComment(db(), fan.id, postId, "x".repeat(120));
    await addComment(db(), author.member.id, postId, "Thank you!");
    expect(await noticesOf(author.member.id)).toEqual([
      {
        kind: "post_comment",
        text: 'Commenting Fan commented on your post: "Lovely framing"',
        link: `/feed/${postId}`,
      },
      {
        kind: "post_comment",
        text: `Commenting Fan commented on your post: "${"x".repeat(77)}..."`,
        link: `/feed/${postId}`,
      },
    ]);
  });
});

describe("the activity switches in account settings", () => {
  it("are all on at first, saved per kind, and a kind switched off raises no notice at all", async () => {
    const owner = await signedInMember({ name: "Choosy Owner" });
    const page = await callRoute(accountLoader, get("/account", { cookie: owner.cookie }));
    expect((page.body as { activityKinds: string[] }).activityKinds).toEqual([
      ...ACTIVITY_NOTIFICATION_KINDS,
    ]);

    const kept = ACTIVITY_NOTIFICATION_KINDS.filter(
      (kind) => kind !== "new_follower" && kind !== "post_like",
    );
    const saved = await callRoute(
      accountAction,
      post(
        "/account",
        { intent: "activity-notifications", kind: [...kept, "made_up", "new_applicant"] },
        {
          cookie: owner.cookie,
        },
      ),
    );
    expect(saved.body).toMatchObject({ ok: true, message: "Your activity choices are saved." });
    expect(await getActivityNotificationKinds(db(), owner.member.id)).toEqual(kept);

    const fan = await createMember({ name: "Quiet Fan" });
    await setFollowing(db(), fan.id, owner.profile.id, true);
    const postId = await writePost(owner.member.id);
    await setPostLike(db(), fan.id, postId, true);
    await addComment(db(), fan.id, postId, "Still told");
    expect((await noticesOf(owner.member.id)).map((notice) => notice.kind)).toEqual(["post_comment"]);

    // Switched back on: the next follower's notice is written.
    await callRoute(
      accountAction,
      post(
        "/account",
        { intent: "activity-notifications", kind: [...ACTIVITY_NOTIFICATION_KINDS] },
        {
          cookie: owner.cookie,
        },
      ),
    );
    const second = await createMember({ name: "Second Fan" });
    await setFollowing(db(), second.id, owner.profile.id, true);
    expect((await noticesOf(owner.member.id)).map((notice) => notice.kind)).toEqual([
      "post_comment",
      "new_follower",
    ]);
  });

  it("keep the email choices apart: activity never comes by email, even if a stored list names it", async () => {
    const owner = await signedInMember({ name: "Mailed Owner" });
    await db()
      .insert(notificationSettings)
      .values({ userId: owner.member.id, emailKinds: ["new_follower", "application_status"] });
    const fan = await createMember({ name: "Mailing Fan" });
    await setFollowing(db(), fan.id, owner.profile.id, true);
    await deliverQueuedEmails();
    expect(await noticesOf(owner.member.id)).toHaveLength(1);
    expect((await mail()).latestTo(owner.member.email)).toBeUndefined();
  });
});

describe("email to a suspended member", () => {
  it("is never sent: the notice is kept on the bell, the email is not, and a member in good standing gets theirs", async () => {
    const suspended = await signedInMember();
    const active = await signedInMember();
    await db().update(user).set({ suspendedAt: new Date() }).where(eq(user.id, suspended.member.id));
    await changeAndNotify(db(), async (_tx, notify) => {
      for (const member of [suspended, active]) {
        await notify({
          userId: member.member.id,
          kind: "application_status",
          text: "Your application was shortlisted.",
          link: "/applications",
        });
      }
    });
    await deliverQueuedEmails();
    expect((await mail()).latestTo(active.member.email)?.text).toContain("Your application was shortlisted.");
    expect((await mail()).latestTo(suspended.member.email)).toBeUndefined();
    expect(await listNotifications(db(), suspended.member.id)).toHaveLength(1);
  });
});
