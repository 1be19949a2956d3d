import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, auditions, jobs, newsItems, projects, user } from "~/db/schema";
import { liftSuspension, listSuspendedAccounts } from "~/features/accounts/suspension.server";
import { blockMember } from "~/features/blocks/member-blocks.server";
import { countCityFigures, figuresOf } from "~/features/cities/count-city-figures.server";
import { createPost } from "~/features/feed/create-post.server";
import { markConversationRead } from "~/features/messaging/conversations.server";
import { listNews } from "~/features/news/list-news.server";
import { addNewsComment } from "~/features/news/news-actions.server";
import { listNotifications } from "~/features/notifications/notifications.server";
import { jobStats } from "~/features/postings/kinds/job/list-jobs.server";
import {
  listFollowedProfessionals,
  listRecommendedProfessionals,
} from "~/features/postings/kinds/project/list-professionals.server";
import { projectStats } from "~/features/postings/kinds/project/list-projects.server";
import { POSTING_KIND_DEFINITIONS } from "~/features/postings/posting-kinds";
import { listSitemapProfiles } from "~/features/profiles/list-sitemap-profiles.server";
import { REPORT_MESSAGES, reportSubject } from "~/features/reports/report-subject.server";
import { setFollowing as followProfileState } from "~/features/social/follows/follow-profile.server";
import { PROFILE_INTENT_MESSAGES } from "~/features/social/profile-intent-action.server";
import { listRecentReviews } from "~/features/social/reviews/recent-reviews.server";
import { upsertReview } from "~/features/social/reviews/reviews.server";
import { decideReport, listOpenReports } from "~/features/staff/moderate-reports.server";
import { suggestSearches } from "~/features/talent/suggest-searches.server";
import { action as connectionsAction } from "~/routes/api/connections";
import { loader as recipientsLoader } from "~/routes/api/message-recipients";
import { action as reviewsAction } from "~/routes/api/reviews";
import { loader as listLoader } from "~/routes/postings/list";
import { action as pageAction, loader as pageLoader } from "~/routes/postings/page";
import { action as profileAction } from "~/routes/public-profile";
import { loader as sitemapLoader } from "~/routes/sitemap-file";
import { createAudition, createJob, createMessage, createProject, signedInMember } from "../factories";
import { get, post } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * Who may see and reach whom (issue 26, app/features/blocks/member-reach.server.ts),
 * over every kind of posting: a suspended member's postings are hidden from
 * everyone and take no applications, whoever counted on one is told it was
 * withdrawn, and lifting the suspension brings them back as they were; a
 * block hides each member's postings from the other and refuses applying.
 */
const db = setUpTestDatabase();

const followProfile = (database: ReturnType<typeof db>, followerId: string, profileId: number) =>
  followProfileState(database, followerId, profileId, true);

type Member = Awaited<ReturnType<typeof signedInMember>>;

const PATHS = { audition: "/auditions", job: "/jobs", project: "/collaboration" } as const;

async function postingsBy(poster: Member) {
  const tag = poster.member.id.slice(-6);
  const audition = await createAudition({ posterId: poster.member.id, title: `Reach audition ${tag}` });
  const job = await createJob({ posterId: poster.member.id, title: `Reach job ${tag}` });
  const project = await createProject({ posterId: poster.member.id, title: `Reach project ${tag}` });
  return { audition: audition.id, job: job.id, project: project.id, tag };
}

type Postings = Awaited<ReturnType<typeof postingsBy>>;
const KINDS = ["audition", "job", "project"] as const;

/** Each kind's page status and whether its list shows the posting, for `viewer` (undefined: a visitor). */
async function seen(postings: Postings, viewer?: Member) {
  const cookie = viewer ? { cookie: viewer.cookie } : {};
  const result: Record<string, { page: number; listed: boolean }> = {};
  for (const kind of KINDS) {
    const id = String(postings[kind]);
    const page = await callRoute(pageLoader, get(`${PATHS[kind]}/${id}`, cookie), { id });
    const list = await callRoute(listLoader, get(`${PATHS[kind]}?q=${postings.tag}`, cookie));
    result[kind] = {
      page: page.status,
      listed: JSON.stringify(list.body).includes(`Reach ${kind} ${postings.tag}`),
    };
  }
  return result;
}

const everywhere = (page: number, listed: boolean) =>
  Object.fromEntries(KINDS.map((kind) => [kind, { page, listed }]));

const apply = (kind: (typeof KINDS)[number], id: number, member: Member) =>
  callRoute(
    pageAction,
    post(`${PATHS[kind]}/${id}`, { intent: "apply", note: "Hello" }, { cookie: member.cookie }),
    {
      id: String(id),
    },
  );

async function suspend(postings: Postings, reporter?: Member) {
  reporter ??= await signedInMember();
  await callRoute(
    pageAction,
    post(
      `/auditions/${postings.audition}`,
      { intent: "report", reason: "scam" },
      { cookie: reporter.cookie },
    ),
    { id: String(postings.audition) },
  );
  const report = (await listOpenReports(db())).reports.find((open) => open.subject.kind === "audition");
  await decideReport(db(), report!.id, "suspend");
}

describe("a suspended member's postings", () => {
  it("are hidden from everyone and refuse applications; those who applied are told; lifting brings them back", async () => {
    const scammer = await signedInMember({ name: "Fake Casting" });
    const postings = await postingsBy(scammer);
    const hopeful = await signedInMember({ name: "Hopeful Actor" });
    const late = await signedInMember();
    expect((await apply("audition", postings.audition, hopeful)).status).toBe(200);
    expect((await apply("job", postings.job, hopeful)).status).toBe(200);
    expect(await seen(postings)).toEqual(everywhere(200, true));

    await suspend(postings);

    expect(await seen(postings)).toEqual(everywhere(404, false));
    expect(await seen(postings, late)).toEqual(everywhere(404, false));
    for (const kind of KINDS) {
      expect((await apply(kind, postings[kind], late)).body).toEqual({
        ok: false,
        message: POSTING_KIND_DEFINITIONS[kind].notFound,
      });
    }
    const told = (await listNotifications(db(), hopeful.member.id)).map((notice) => notice.text);
    expect(told).toContain(
      `The audition “Reach audition ${postings.tag}” has been withdrawn and no longer takes applications.`,
    );
    expect(told).toContain(
      `The job “Reach job ${postings.tag}” has been withdrawn and no longer takes applications.`,
    );
    const sitemap = await callRoute(sitemapLoader, get("/sitemap/auditions-0.xml"), {
      file: "auditions-0.xml",
    });
    expect(String(sitemap.body)).not.toContain(`/auditions/${postings.audition}<`);
    expect((await listSuspendedAccounts(db())).map((account) => account.id)).toContain(scammer.member.id);

    await liftSuspension(db(), scammer.member.id);
    const [account] = await db().select().from(user).where(eq(user.id, scammer.member.id));
    expect(account?.suspendedAt).toBeNull();
    expect(await seen(postings, late)).toEqual(everywhere(200, true));
    // Nothing was deleted: the applications are as they were.
    const kept = await db()
      .select()
      .from(applications)
      .where(eq(applications.applicantId, hopeful.member.id));
    expect(kept.map((application) => application.status)).toEqual(["new", "new"]);
    await expect(liftSuspension(db(), scammer.member.id)).rejects.toThrow("That account is not suspended.");
  });
});

describe("the figures a suspended member's things counted in", () => {
  it("count their profile and open postings no more, and again once the suspension is lifted", async () => {
    const figures = async () => {
      const now = new Date();
      return {
        mumbai: figuresOf(await countCityFigures(db(), now), "mumbai"),
        hub: await projectStats(db(), now),
        openJobs: (await jobStats(db(), now)).total,
      };
    };
    const reporter = await signedInMember();
    const before = await figures();
    const caster = await signedInMember({ name: "Counted Caster" });
    const postings = await postingsBy(caster);
    const counted = await figures();
    expect(counted.mumbai).toEqual({
      talent: before.mumbai.talent + 1,
      productions: before.mumbai.productions + 1,
      opportunities: before.mumbai.opportunities + 2,
    });
    expect(counted.hub.professionals).toBe(before.hub.professionals + 1);
    expect(counted.hub.newThisWeek).toBe(before.hub.newThisWeek + 1);
    expect(counted.openJobs).toBe(before.openJobs + 1);

    await suspend(postings, reporter);
    expect(await figures()).toEqual(before);

    await liftSuspension(db(), caster.member.id);
    expect(await figures()).toEqual(counted);
  });
});

describe("a block between a poster and a member", () => {
  it("hides each one's postings from the other and refuses applying, either way round", async () => {
    const poster = await signedInMember({ name: "Blocking Poster" });
    const postings = await postingsBy(poster);
    const blocked = await signedInMember({ name: "Blocked Member" });
    const stranger = await signedInMember();
    await blockMember(db(), poster.member.id, blocked.member.id);

    expect(await seen(postings, blocked)).toEqual(everywhere(404, false));
    expect(await seen(postings, stranger)).toEqual(everywhere(200, true));
    for (const kind of KINDS) {
      expect((await apply(kind, postings[kind], blocked)).body).toEqual({
        ok: false,
        message: POSTING_KIND_DEFINITIONS[kind].notFound,
      });
    }
    // Nobody was told of an application that could not be made.
    expect(await listNotifications(db(), poster.member.id)).toEqual([]);

    // Closed, they are as absent for the blocked member, not "closed": that would say they exist.
    const now = new Date();
    await db().update(jobs).set({ closedAt: now }).where(eq(jobs.id, postings.job));
    await db().update(auditions).set({ closedAt: now }).where(eq(auditions.id, postings.audition));
    await db().update(projects).set({ closedAt: now }).where(eq(projects.id, postings.project));
    for (const kind of KINDS) {
      expect((await apply(kind, postings[kind], blocked)).status).toBe(404);
      expect((await apply(kind, postings[kind], stranger)).status).toBe(409);
    }

    // The other way round: the member blocked the poster.
    const other = await signedInMember();
    await blockMember(db(), other.member.id, poster.member.id);
    expect(await seen(postings, other)).toEqual(everywhere(404, false));
    expect((await apply("job", postings.job, other)).status).toBe(404);
  });
});

describe("a block reaches every feature (issue 26, finding 2)", () => {
  it("refuses reviewing, following, connecting and reporting across it, and hides each from the other's suggestions and people tabs", async () => {
    const blocker = await signedInMember({
      name: "Zebulon Blockwell",
      profile: { name: "Zebulon Blockwell" },
    });
    const blocked = await signedInMember({ name: "Quentin Blocked", profile: { name: "Quentin Blocked" } });
    const postId = await createPost(db(), blocker.member.id, {
      body: "Rehearsal photos",
      imageId: null,
      videoUrl: null,
      category: "Film",
    });
    await followProfile(db(), blocked.member.id, blocker.profile.id);
    const { conversationId } = await createMessage(blocked.member.id, blocker.profile.id, "Hello before");
    await blockMember(db(), blocker.member.id, blocked.member.id);

    const username = blocker.profile.username;
    const gone = { ok: false, message: PROFILE_INTENT_MESSAGES.profileGone };
    const review = await callRoute(
      reviewsAction,
      post(
        `/api/reviews/${username}`,
        { intent: "review", rating: "1", content: "Awful." },
        { cookie: blocked.cookie },
      ),
      { username },
    );
    expect(review).toMatchObject({ status: 404, body: gone });
    const connect = await callRoute(
      connectionsAction,
      post(`/api/connections/${username}`, { intent: "connect" }, { cookie: blocked.cookie }),
      { username },
    );
    expect(connect.body).toMatchObject({ ok: false, message: "You cannot connect with this member." });
    for (const intent of ["follow", "report"]) {
      const refused = await callRoute(
        profileAction,
        post(`/u/${username}`, { intent, reason: "spam" }, { cookie: blocked.cookie }),
        { username },
      );
      expect(refused).toMatchObject({ status: 404, body: gone });
    }
    // Unfollowing only takes away, and stays possible.
    const unfollow = await callRoute(
      profileAction,
      post(`/u/${username}`, { intent: "unfollow" }, { cookie: blocked.cookie }),
      { username },
    );
    expect(unfollow.status).toBe(200);
    await expect(
      reportSubject(db(), blocked.member.id, { kind: "post", id: postId }, { reason: "spam", details: "" }),
    ).rejects.toThrow(REPORT_MESSAGES.notFound);
    await expect(markConversationRead(db(), blocked.member.id, conversationId, 1_000_000)).rejects.toThrow(
      "Conversation not found",
    );

    const suggested = async (member: Member, typed: string) =>
      (await suggestSearches(db(), typed, member.member.id)).map((suggestion) => suggestion.text);
    expect(await suggested(blocked, "Zebulon Blo")).not.toContain("Zebulon Blockwell");
    expect(await suggested(blocker, "Quentin Blo")).not.toContain("Quentin Blocked");
    const stranger = await signedInMember();
    expect(await suggested(stranger, "Zebulon Blo")).toContain("Zebulon Blockwell");

    const names = (cards: { name: string }[]) => cards.map((card) => card.name);
    await followProfile(db(), blocker.member.id, blocked.profile.id).catch(() => {});
    expect(names(await listFollowedProfessionals(db(), blocker.member.id, ""))).not.toContain(
      "Quentin Blocked",
    );
    expect(names(await listRecommendedProfessionals(db(), blocked.member.id, "Zebulon"))).toEqual([]);
    expect(names(await listRecommendedProfessionals(db(), stranger.member.id, "Zebulon"))).toEqual([
      "Zebulon Blockwell",
    ]);
  });
});

describe("a suspension reaches every feature (issue 26, finding 3)", () => {
  it("hides their comments, reviews, name suggestions and sitemap entry, and nobody can message them", async () => {
    const member = await signedInMember({ name: "Xavier Suspendee", profile: { name: "Xavier Suspendee" } });
    const reader = await signedInMember({ profile: { name: "Reviewed Person" } });
    const [news] = await db()
      .insert(newsItems)
      .values({ title: "Story", body: "Words", source: "Desk", category: "film" })
      .returning();
    await addNewsComment(db(), member.member.id, news!.id, "First!");
    await upsertReview(db(), member.member.id, reader.profile.id, {
      rating: 5,
      content: "Great to work with.",
    });

    const comments = async () =>
      (await listNews(db(), reader.member.id, { show: "all", category: null }, null)).items[0]?.comments.map(
        (comment) => comment.body,
      );
    expect(await comments()).toEqual(["First!"]);
    expect((await listRecentReviews(db())).map((review) => review.content)).toContain("Great to work with.");

    await db().update(user).set({ suspendedAt: new Date() }).where(eq(user.id, member.member.id));

    expect(await comments()).toEqual([]);
    expect((await listRecentReviews(db())).map((review) => review.content)).not.toContain(
      "Great to work with.",
    );
    expect(
      (await suggestSearches(db(), "Xavier Susp", reader.member.id)).map((suggestion) => suggestion.text),
    ).not.toContain("Xavier Suspendee");
    expect(await listSitemapProfiles(db(), 1)).not.toContain(member.profile.username);
    await expect(createMessage(reader.member.id, member.profile.id, "Are you there?")).rejects.toThrow(
      "You cannot message this member.",
    );
  });
});

describe("the composer's recipient search (issue 26, finding 10)", () => {
  it("shows nobody to an account that has not verified its email, and people to one that has", async () => {
    await signedInMember({ name: "Zinnia Findable", profile: { name: "Zinnia Findable" } });
    const fresh = await signedInMember({ verified: false });
    const verified = await signedInMember();
    const search = (cookie: string) =>
      callRoute(recipientsLoader, get("/api/message-recipients?q=Zinnia", { cookie }));
    expect((await search(fresh.cookie)).body).toEqual({ recipients: [] });
    const found = (await search(verified.cookie)).body as { recipients: { name: string }[] };
    expect(found.recipients.map((person) => person.name)).toEqual(["Zinnia Findable"]);
  });
});
