import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  applicationAttachments,
  applications,
  notifications,
  portfolioItems,
  profileFollows,
  projects,
  reports,
} from "~/db/schema";
import { cityOpportunities } from "~/features/city-pages/city-page-data.server";
import { listNotifications } from "~/features/notifications/notifications.server";
import { answerWaitingApplicants } from "~/features/postings/close-posting.server";
import {
  listFollowedProfessionals,
  listRecommendedProfessionals,
} from "~/features/postings/kinds/project/list-professionals.server";
import {
  listMyProjects,
  listProjects,
  projectStats,
} from "~/features/postings/kinds/project/list-projects.server";
import { requestToJoin } from "~/features/postings/kinds/project/project-applications.server";
import { parseProjectQuery } from "~/features/postings/kinds/project/project-filters";
import { listMyApplications } from "~/features/postings/my-applications.server";
import { listRoles } from "~/features/postings/posting-roles.server";
import { action as applicantsAction, loader as applicantsLoader } from "~/routes/postings/applicants";
import { action as createAction } from "~/routes/postings/create";
import { action as editAction, loader as editLoader } from "~/routes/postings/edit";
import { loader as hubLoader } from "~/routes/postings/list";
import { action as projectAction, loader as projectLoader } from "~/routes/postings/page";
import { createProfile, createProject, signedInMember } from "../factories";
import { get, post } from "./account-helpers";
import { deliverQueuedEmails, tellGatheredPostingChanges } from "./queued-jobs";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

// The file's own database copy comes seeded; these tests count projects, so each starts with none.
beforeEach(async () => {
  await db().delete(projects);
  await db().delete(notifications);
});
afterEach(() => deliverQueuedEmails());

const titles = async (search: string) =>
  (await listProjects(db(), parseProjectQuery(new URLSearchParams(search)))).projects
    .map((project) => project.title)
    .sort();

/** Accepts `applicantId`'s request to join, as the creator would. */
async function accepted(projectId: number, applicantId: string) {
  await requestToJoin(db(), applicantId, projectId, {});
  await db()
    .update(applications)
    .set({ status: "accepted" })
    .where(eq(applications.applicantId, applicantId));
}

describe("project filters run in the database", () => {
  it("filters by text over title, description and creator name, category, status, city and roles", async () => {
    const creator = await signedInMember({ profile: { name: "Zoya Kapadia" } });
    await createProject({
      title: "Alpha Film",
      category: "Film",
      roles: ["Lead Actor", "Editor"],
      posterId: creator.member.id,
    });
    await createProject({
      title: "Beta Video",
      description: "A dance piece at dawn",
      category: "Music Video",
      roles: ["Dancer"],
      cityId: "chennai",
    });
    const done = await createProject({
      title: "Gamma Play",
      category: "Theatre",
      stage: "on-hold",
      roles: ["Producer"],
    });
    await createProject({
      title: "Delta Doc",
      category: "Documentary",
      stage: "in-development",
      cityId: null,
      roles: [],
    });
    await db().update(projects).set({ closedAt: new Date() }).where(eq(projects.id, done.id));

    expect(await titles("")).toEqual(["Alpha Film", "Beta Video", "Delta Doc", "Gamma Play"]);
    expect(await titles("q=DAWN")).toEqual(["Beta Video"]);
    expect(await titles("q=kapadia")).toEqual(["Alpha Film"]);
    expect(await titles("q=100%25")).toEqual([]);
    expect(await titles("category=music-video")).toEqual(["Beta Video"]);
    expect(await titles("category=theatre")).toEqual(["Gamma Play"]);
    expect(await titles("status=completed")).toEqual(["Gamma Play"]);
    expect(await titles("status=active")).toEqual(["Alpha Film", "Beta Video"]);
    expect(await titles("status=in-development")).toEqual(["Delta Doc"]);
    // A completed project is not "on hold" any more, whatever its stage was.
    expect(await titles("status=on-hold")).toEqual([]);
    expect(await titles("city=chennai")).toEqual(["Beta Video"]);
    // Any chosen role that a "looking for" entry contains: Actor finds "Lead Actor".
    expect(await titles("role=actor")).toEqual(["Alpha Film"]);
    expect(await titles("role=actor&role=dancer")).toEqual(["Alpha Film", "Beta Video"]);
    expect(await titles("role=writer")).toEqual([]);
  });

  it("counts the creator and accepted members as collaborators, and the team size filter is at least", async () => {
    const creator = await signedInMember();
    const small = await createProject({ title: "Small", posterId: creator.member.id });
    const big = await createProject({ title: "Big", posterId: creator.member.id });
    const members = await Promise.all([
      signedInMember(),
      signedInMember(),
      signedInMember(),
      signedInMember(),
    ]);
    for (const member of members) await accepted(big.id, member.member.id);
    // A request still waiting does not count.
    const waiting = await signedInMember();
    await requestToJoin(db(), waiting.member.id, small.id, {});

    const list = await listProjects(db(), parseProjectQuery(new URLSearchParams()));
    expect(Object.fromEntries(list.projects.map((p) => [p.title, p.collaborators]))).toEqual({
      Small: 1,
      Big: 5,
    });
    expect(await titles("team=2")).toEqual(["Big"]);
    expect(await titles("team=5")).toEqual(["Big"]);
    expect(await titles("team=10")).toEqual([]);
    expect(await projectStats(db(), new Date())).toMatchObject({
      active: 2,
      collaborators: 6,
      newThisWeek: 2,
    });
  });

  it("lists My Projects (created or accepted onto) and the people tabs", async () => {
    const me = await signedInMember({ profile: { name: "Mira Self", role: "Director", cityId: "delhi" } });
    const other = await signedInMember({ profile: { name: "Other Creator" } });
    await createProject({ title: "Mine", posterId: me.member.id, roles: ["Key Grip"] });
    const joined = await createProject({ title: "Joined", posterId: other.member.id });
    const pending = await createProject({ title: "Pending", posterId: other.member.id });
    await accepted(joined.id, me.member.id);
    await requestToJoin(db(), me.member.id, pending.id, {});
    const mine = await listMyProjects(db(), me.member.id, parseProjectQuery(new URLSearchParams()));
    expect(mine.projects.map((project) => project.title).sort()).toEqual(["Joined", "Mine"]);

    // Recommended: never the viewer; someone whose role a project of mine looks for comes first.
    const camera = await createProfile(null, { name: "Cam Person", role: "Key Grip", location: "Zqxville" });
    const recommended = await listRecommendedProfessionals(db(), me.member.id, "");
    expect(recommended[0]?.id).toBe(camera.id);
    expect(recommended.map((person) => person.name)).not.toContain("Mira Self");
    expect((await listRecommendedProfessionals(db(), me.member.id, "ZQXVILLE")).map((p) => p.name)).toEqual([
      "Cam Person",
    ]);

    expect(await listFollowedProfessionals(db(), me.member.id, "")).toEqual([]);
    await db().insert(profileFollows).values({ followerId: me.member.id, profileId: camera.id });
    const following = await listFollowedProfessionals(db(), me.member.id, "");
    expect(following).toMatchObject([{ name: "Cam Person", isFollowing: true }]);
  });

  it("recommends in tiers: roles my open projects want, then my city, then the featured, then the newest; each once", async () => {
    const me = await signedInMember({ profile: { name: "Tier Viewer", role: "Director", cityId: "kochi" } });
    await createProject({ title: "Tiered", posterId: me.member.id, roles: ["Lead Dancer"] });
    const newest = await createProfile(null, { name: "Tier Newest", role: "Editor", cityId: "delhi" });
    const featured = await createProfile(null, {
      name: "Tier Featured",
      role: "Writer",
      cityId: "delhi",
      featuredRank: 1,
    });
    const nearby = await createProfile(null, { name: "Tier Nearby", role: "Editor", cityId: "kochi" });
    // Wanted by its role and also in my city: listed once, in the first tier.
    const wanted = await createProfile(null, { name: "Tier Wanted", role: "Dancer", cityId: "kochi" });
    const cards = await listRecommendedProfessionals(db(), me.member.id, "");
    const ids = cards.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeLessThanOrEqual(24);
    expect(ids.slice(0, 2)).toEqual([wanted.id, nearby.id]);
    expect(ids.indexOf(featured.id)).toBeGreaterThan(ids.indexOf(nearby.id));
    expect(ids).not.toContain(me.profile.id);
    // A visitor has no projects or city: the featured first, then the newest.
    const visitor = (await listRecommendedProfessionals(db(), null, "")).map((card) => card.id);
    expect(visitor.indexOf(featured.id)).toBeLessThan(visitor.indexOf(newest.id));
  });

  it("serves the hub with its filters, the tabs for visitors, and one project for ?id=", async () => {
    const project = await createProject({ title: "Hub Film", category: "Film" });
    const page = await callRoute(hubLoader, get("/collaboration?category=film&team=abc&role=nope&tab=zzz"));
    expect(page.status).toBe(200);
    const body = page.body as {
      view: string;
      query: Record<string, unknown>;
      content: { kind: string; projects: { title: string }[] };
    };
    expect(body.query).toMatchObject({ category: "Film", team: 0, roles: [], tab: "projects" });
    expect(body.content.projects.map((row) => row.title)).toEqual(["Hub Film"]);
    const mine = await callRoute(hubLoader, get("/collaboration?tab=mine"));
    expect((mine.body as { content: unknown }).content).toEqual({ kind: "projects", projects: [], total: 0 });
    const one = await callRoute(hubLoader, get(`/collaboration?id=${project.id}`));
    expect((one.body as { project: { title: string } }).project.title).toBe("Hub Film");
    expect((await callRoute(hubLoader, get("/collaboration?id=999999"))).status).toBe(404);
    expect((await callRoute(hubLoader, get("/collaboration?id=1e3"))).status).toBe(404);
  });

  it("shows a city's open projects on its city page", async () => {
    await createProject({ title: "Mumbai One", cityId: "mumbai" });
    await createProject({ title: "Chennai One", cityId: "chennai" });
    const closed = await createProject({ title: "Mumbai Done", cityId: "mumbai" });
    await db().update(projects).set({ closedAt: new Date() }).where(eq(projects.id, closed.id));
    const page = await cityOpportunities(db(), "mumbai", "all");
    expect(page?.projects.map((project) => project.title)).toEqual(["Mumbai One"]);
  });
});

describe("creating a project", () => {
  const form = (overrides: Record<string, string> = {}) => ({
    title: "Monsoon Short",
    description: "Six weekends in Bandra.",
    category: "Film",
    roles: JSON.stringify([
      {
        name: "Lead Actor",
        ageMin: "24",
        ageMax: "32",
        languages: "Hindi",
        payKind: "expenses",
        payNote: "",
      },
      { name: "Sound Recordist", payKind: "paid", payMin: "3000", payPer: "day", needed: "2" },
    ]),
    location: "Bandra",
    cityId: "mumbai",
    payKind: "expenses",
    payNote: "Travel and meals",
    ...overrides,
  });

  it("creates it for a verified member, with the roles it is looking for as records", async () => {
    const creator = await signedInMember();
    const reply = await callRoute(
      createAction,
      post("/collaboration/create", form(), { cookie: creator.cookie }),
    );
    expect(reply.status).toBe(302);
    const [row] = await db().select().from(projects);
    // Every kind goes to the new posting's own page.
    expect((reply.body as Response).headers.get("Location")).toBe(`/collaboration/${row!.id}`);
    expect(row).toMatchObject({
      title: "Monsoon Short",
      posterId: creator.member.id,
      stage: "active",
      cityId: "mumbai",
      // A project with roles is paid what its roles pay (decision 061), whatever its own fields said.
      payKind: "paid",
      payMin: 3000,
      payMax: null,
      payPer: "day",
    });
    const roles = await listRoles(db(), { kind: "project", id: row!.id });
    expect(roles).toMatchObject([
      { name: "Lead Actor", ageMin: 24, ageMax: 32, languages: ["Hindi"], needed: 1, filled: false },
      {
        name: "Sound Recordist",
        pay: { kind: "paid", min: 3000, max: null, per: "day", note: "" },
        needed: 2,
      },
    ]);
  });

  it("refuses missing required fields, an unknown category and visitors, keeping what was typed", async () => {
    const creator = await signedInMember();
    const send = (fields: Record<string, string>, cookie = creator.cookie) =>
      callRoute(createAction, post("/collaboration/create", form(fields), { cookie }));
    const missing = await send({ description: "  " });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain("Please fill all required fields");
    expect(JSON.stringify(missing.body)).toContain("Monsoon Short");
    expect((await send({ category: "Opera" })).status).toBe(400);
    const tooMany = JSON.stringify(
      Array.from({ length: 21 }, (_, i) => ({ name: `Role ${i}`, payKind: "expenses" })),
    );
    expect((await send({ roles: tooMany })).status).toBe(400);
    const nameless = await send({ roles: JSON.stringify([{ name: "Editor" }, { name: " " }]) });
    expect(nameless.status).toBe(400);
    expect(JSON.stringify(nameless.body)).toContain("Name the role.");
    const unverified = await signedInMember({ verified: false });
    expect((await send({}, unverified.cookie)).status).toBe(403);
    const visitor = await callRoute(createAction, post("/collaboration/create", form()));
    expect([302, 401]).toContain(visitor.status);
    expect(await db().select().from(projects)).toHaveLength(0);
  });
});

describe("requests to join", () => {
  it("takes one request per person, tells the creator, and the accepted person is a collaborator who is told", async () => {
    const creator = await signedInMember();
    const member = await signedInMember({ profile: { name: "Nila Dancer", role: "Dancer" } });
    const project = await createProject({ title: "Fusion Video", posterId: creator.member.id });
    const id = String(project.id);
    const send = () =>
      callRoute(
        projectAction,
        post(
          `/collaboration/${id}`,
          { intent: "apply", note: "I dance Bharatanatyam" },
          { cookie: member.cookie },
        ),
        { id },
      );
    expect((await send()).body).toEqual({ ok: true, message: "Request to join project sent" });
    const again = await send();
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain("You have already asked to join this project.");
    expect((await listNotifications(db(), creator.member.id))[0]?.text).toBe(
      "Nila Dancer asked to join your project “Fusion Video”.",
    );

    const requests = await callRoute(
      applicantsLoader,
      get(`/collaboration/${id}/applicants`, { cookie: creator.cookie }),
      { id },
    );
    const [request] = (requests.body as { applicants: { applicationId: number; note: string }[] }).applicants;
    expect(request?.note).toBe("I dance Bharatanatyam");
    const accept = await callRoute(
      applicantsAction,
      post(
        `/collaboration/${id}/applicants`,
        { status: "accepted", application: String(request!.applicationId) },
        { cookie: creator.cookie },
      ),
      { id },
    );
    expect(accept.status).toBe(200);
    expect((await listNotifications(db(), member.member.id))[0]?.text).toBe(
      "Your request to join “Fusion Video” has been accepted: you are now a collaborator.",
    );

    const page = await callRoute(projectLoader, get(`/collaboration/${id}`, { cookie: member.cookie }), {
      id,
    });
    const body = page.body as {
      project: { collaborators: number };
      collaborators: { name: string; isCreator: boolean }[];
      myApplication: { status: string };
    };
    expect(body.project.collaborators).toBe(2);
    expect(body.collaborators.map((person) => person.name)).toContain("Nila Dancer");
    expect(body.myApplication.status).toBe("accepted");
    const mine = await listMyApplications(db(), member.member.id);
    expect(mine[0]?.posting).toMatchObject({
      kind: "project",
      title: "Fusion Video",
      link: `/collaboration/${id}`,
    });
  });

  it("refuses the creator's own project and a completed one", async () => {
    const creator = await signedInMember();
    const project = await createProject({ posterId: creator.member.id });
    const id = String(project.id);
    const own = await callRoute(
      projectAction,
      post(`/collaboration/${id}`, { intent: "apply" }, { cookie: creator.cookie }),
      { id },
    );
    expect(own.status).toBe(400);
    await db().update(projects).set({ closedAt: new Date() }).where(eq(projects.id, project.id));
    const member = await signedInMember();
    const closed = await callRoute(
      projectAction,
      post(`/collaboration/${id}`, { intent: "apply" }, { cookie: member.cookie }),
      { id },
    );
    expect(closed.status).toBe(409);
    expect(await db().select().from(applications).where(eq(applications.projectId, project.id))).toHaveLength(
      0,
    );
  });

  it("refuses a third account reading requests, answering them, changing the status or completing the project", async () => {
    const creator = await signedInMember();
    const member = await signedInMember();
    const stranger = await signedInMember();
    const project = await createProject({ posterId: creator.member.id, title: "Private Requests" });
    const id = String(project.id);
    await requestToJoin(db(), member.member.id, project.id, {});
    const [application] = await db()
      .select()
      .from(applications)
      .where(eq(applications.projectId, project.id));

    const read = await callRoute(
      applicantsLoader,
      get(`/collaboration/${id}/applicants`, { cookie: stranger.cookie }),
      { id },
    );
    expect(read.status).toBe(404);
    const answer = await callRoute(
      applicantsAction,
      post(
        `/collaboration/${id}/applicants`,
        { status: "accepted", application: String(application!.id) },
        { cookie: stranger.cookie },
      ),
      { id },
    );
    expect(answer.status).toBe(404);
    const stage = await callRoute(
      projectAction,
      post(`/collaboration/${id}`, { intent: "stage", stage: "on-hold" }, { cookie: stranger.cookie }),
      { id },
    );
    expect(stage.status).toBe(404);
    const close = await callRoute(
      projectAction,
      post(`/collaboration/${id}`, { intent: "close" }, { cookie: stranger.cookie }),
      { id },
    );
    expect(close.status).toBe(404);
    const [unchanged] = await db().select().from(applications).where(eq(applications.id, application!.id));
    expect(unchanged!.status).toBe("new");
    const [row] = await db().select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ stage: "active", closedAt: null });
  });

  it("its creator changes the status, and completing it tells everyone still waiting", async () => {
    const creator = await signedInMember();
    const member = await signedInMember();
    const project = await createProject({ posterId: creator.member.id, title: "Wrap Soon" });
    const id = String(project.id);
    await requestToJoin(db(), member.member.id, project.id, {});
    const send = (fields: Record<string, string>) =>
      callRoute(projectAction, post(`/collaboration/${id}`, fields, { cookie: creator.cookie }), { id });
    expect((await send({ intent: "stage", stage: "sideways" })).status).toBe(400);
    expect((await send({ intent: "stage", stage: "on-hold" })).status).toBe(200);
    expect((await db().select().from(projects).where(eq(projects.id, project.id)))[0]?.stage).toBe("on-hold");
    expect((await send({ intent: "close" })).body).toEqual({
      ok: true,
      message: "Project marked completed. Everyone still waiting has been told.",
    });
    const [application] = await db()
      .select()
      .from(applications)
      .where(eq(applications.projectId, project.id));
    expect(application!.status).toBe("closed");
    expect((await listNotifications(db(), member.member.id))[0]?.text).toContain("Wrap Soon");
    expect((await send({ intent: "close" })).status).toBe(409);
    expect((await send({ intent: "stage", stage: "active" })).status).toBe(404);
  });

  it("withdraws a waiting request, and files one report per member", async () => {
    const creator = await signedInMember();
    const member = await signedInMember();
    const project = await createProject({ posterId: creator.member.id });
    const id = String(project.id);
    await requestToJoin(db(), member.member.id, project.id, {});
    const send = (fields: Record<string, string>) =>
      callRoute(projectAction, post(`/collaboration/${id}`, fields, { cookie: member.cookie }), { id });
    expect((await send({ intent: "withdraw" })).body).toEqual({
      ok: true,
      message: "Your request to join has been withdrawn.",
    });
    expect((await send({ intent: "report", reason: "spam" })).status).toBe(200);
    expect((await send({ intent: "report", reason: "spam" })).status).toBe(409);
    const filed = await db().select().from(reports);
    expect(filed).toMatchObject([{ subjectKind: "project", subjectId: id, reason: "spam" }]);
    const own = await callRoute(
      projectAction,
      post(`/collaboration/${id}`, { intent: "report", reason: "spam" }, { cookie: creator.cookie }),
      { id },
    );
    expect(own.status).toBe(400);
  });

  it("sends up to five of the member's own portfolio items, shown to the creator; anyone else's is refused", async () => {
    const creator = await signedInMember();
    const member = await signedInMember();
    const other = await signedInMember();
    const project = await createProject({ posterId: creator.member.id, title: "Showreel Wanted" });
    const id = String(project.id);
    const item = (key: string, profileId: number) => ({
      id: `p-test-${key}-${profileId}`,
      profileId,
      type: "video" as const,
      title: `Reel ${key}`,
      url: `https://www.youtube-nocookie.com/embed/${key}`,
    });
    await db()
      .insert(portfolioItems)
      .values([item("a", member.profile.id), item("b", member.profile.id), item("x", other.profile.id)]);
    const send = (attachments: string[]) =>
      callRoute(
        projectAction,
        post(
          `/collaboration/${id}`,
          { intent: "apply", note: "My reels", attachment: attachments },
          {
            cookie: member.cookie,
          },
        ),
        { id },
      );
    const theirs = await send([`p-test-a-${member.profile.id}`, `p-test-x-${other.profile.id}`]);
    expect(theirs.status).toBe(400);
    expect(JSON.stringify(theirs.body)).toContain("Attach only items from your own portfolio.");
    const tooMany = await send(Array.from({ length: 6 }, (_, i) => `p-test-${i}`));
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain("Attach at most 5 items");
    // Nothing was kept from the refused attempts: no application, no attachment.
    expect(await db().select().from(applications).where(eq(applications.projectId, project.id))).toHaveLength(
      0,
    );

    const sent = await send([`p-test-b-${member.profile.id}`, `p-test-a-${member.profile.id}`]);
    expect(sent.status).toBe(200);
    expect(await db().select().from(applicationAttachments)).toHaveLength(2);
    const requests = await callRoute(
      applicantsLoader,
      get(`/collaboration/${id}/applicants`, { cookie: creator.cookie }),
      { id },
    );
    const [request] = (requests.body as { applicants: { attachments: { title: string }[] }[] }).applicants;
    expect(request?.attachments.map((attachment) => attachment.title)).toEqual(["Reel b", "Reel a"]);
    // The project's page offers the member's own items to attach, and none to its creator.
    const page = await callRoute(projectLoader, get(`/collaboration/${id}`, { cookie: other.cookie }), {
      id,
    });
    expect((page.body as { portfolio: { title: string }[] }).portfolio.map((entry) => entry.title)).toEqual([
      "Reel x",
    ]);
    const own = await callRoute(projectLoader, get(`/collaboration/${id}`, { cookie: creator.cookie }), {
      id,
    });
    expect((own.body as { portfolio: unknown[] }).portfolio).toEqual([]);
  });
});

describe("requests to join are answered", () => {
  const DAY_MS = 86_400_000;
  /** A request sent `daysAgo` days before `now`, by a new member. */
  async function requestSent(projectId: number, daysAgo: number, now: Date) {
    const sender = await signedInMember();
    const [row] = await db()
      .insert(applications)
      .values({
        projectId,
        applicantId: sender.member.id,
        createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
      })
      .returning({ id: applications.id });
    return { sender, applicationId: row!.id };
  }
  const statusOf = async (applicationId: number) =>
    (await db().select().from(applications).where(eq(applications.id, applicationId)))[0]?.status;
  const texts = async (userId: string) =>
    (await listNotifications(db(), userId)).map((notice) => notice.text);

  it("reminds the creator a week after a request, then closes it and tells its sender at 14 days; the project stays open", async () => {
    const now = new Date();
    const creator = await signedInMember();
    const project = await createProject({ title: "Monsoon Short", posterId: creator.member.id });
    const old = await requestSent(project.id, 8, now);
    const older = await requestSent(project.id, 9, now);
    const fresh = await requestSent(project.id, 2, now);
    const answered = await requestSent(project.id, 10, now);
    await db()
      .update(applications)
      .set({ status: "accepted" })
      .where(eq(applications.id, answered.applicationId));

    // One notice for the project, naming the two requests over a week old.
    expect(await answerWaitingApplicants(db(), now)).toBe(1);
    const [reminder] = await texts(creator.member.id);
    expect(reminder).toMatch(
      /^2 requests to join “Monsoon Short” are still waiting for your answer\. Answer by \d+ \w+ \d{4}, or they will be told it closed without a decision\.$/,
    );
    expect((await listNotifications(db(), creator.member.id))[0]?.link).toBe(
      `/collaboration/${project.id}/applicants`,
    );
    // Once per request: the next sweep says nothing new, and nothing is closed yet.
    expect(await answerWaitingApplicants(db(), new Date(now.getTime() + DAY_MS))).toBe(0);
    expect(await statusOf(old.applicationId)).toBe("new");

    // Fourteen days after each was sent (and a day after the reminder), the two are closed and told;
    // the fresh one is now over a week old and reminded; the answered one is left alone.
    const later = new Date(now.getTime() + 7 * DAY_MS);
    expect(await answerWaitingApplicants(db(), later)).toBe(3);
    for (const request of [old, older]) {
      expect(await statusOf(request.applicationId)).toBe("closed");
      expect(await texts(request.sender.member.id)).toContain(
        "Your request to join “Monsoon Short” had no answer in 14 days, so it has been closed without a decision.",
      );
    }
    expect(await statusOf(fresh.applicationId)).toBe("new");
    expect((await texts(creator.member.id))[0]).toMatch(
      /^1 request to join “Monsoon Short” is still waiting/,
    );
    expect(await statusOf(answered.applicationId)).toBe("accepted");
    const [row] = await db().select().from(projects).where(eq(projects.id, project.id));
    expect(row?.closedAt).toBeNull();
    expect(await answerWaitingApplicants(db(), new Date(later.getTime() + DAY_MS))).toBe(0);
    // The project is still open: a request that lapsed unanswered may be sent again.
    await requestToJoin(db(), old.sender.member.id, project.id, { note: "Still keen." });
    expect(await statusOf(old.applicationId)).toBe("new");
  });

  it("closes a request at 14 days when the project's creator is gone, with nobody to remind", async () => {
    const now = new Date();
    const project = await createProject({ title: "Orphaned Reel" });
    const request = await requestSent(project.id, 15, now);
    expect(await answerWaitingApplicants(db(), now)).toBe(1);
    expect(await statusOf(request.applicationId)).toBe("closed");
    expect((await texts(request.sender.member.id))[0]).toContain("“Orphaned Reel” had no answer in 14 days");
  });
});

describe("editing a project", () => {
  const projectForm = (overrides: Record<string, string> = {}) => ({
    title: "Monsoon Short",
    description: "A short film over four weekends.",
    category: "Film",
    location: "Bandra, Mumbai",
    cityId: "mumbai",
    payKind: "expenses",
    payNote: "Travel and meals",
    ...overrides,
  });

  it("lets its creator correct it; whoever asked to join is told when the place changes, and a stranger finds nothing", async () => {
    const creator = await signedInMember();
    const stranger = await signedInMember();
    const project = await createProject({ title: "Monsoon Short", posterId: creator.member.id });
    const id = String(project.id);
    const asker = await signedInMember();
    await requestToJoin(db(), asker.member.id, project.id, {});
    const edit = (cookie: string, fields: Record<string, string>) =>
      callRoute(editAction, post(`/collaboration/${id}/edit`, projectForm(fields), { cookie }), { id });

    expect((await edit(stranger.cookie, { title: "Mine now" })).status).toBe(404);
    const form = await callRoute(editLoader, get(`/collaboration/${id}/edit`, { cookie: creator.cookie }), {
      id,
    });
    const values = (form.body as { values: { title: string; roles: string } }).values;
    expect(values.title).toBe("Monsoon Short");
    // The factory's one role, "Actor", which the asker's request is for: it keeps its id through the edit.
    const [actor] = JSON.parse(values.roles) as { id: number; name: string }[];
    expect(actor?.name).toBe("Actor");

    // The factory's role pays what its project pays: expenses only.
    const actorRole = { id: actor!.id, name: "Actor", payKind: "expenses", payNote: "Travel and meals" };
    const roles = (extra: object[]) => JSON.stringify([actorRole, ...extra]);
    const colourist = { name: "Colourist", payKind: "paid", payMin: "10000", payPer: "project" };
    const saved = await edit(creator.cookie, { roles: roles([colourist]) });
    expect(saved.status).toBe(302);
    expect((saved.body as Response).headers.get("Location")).toBe(`/collaboration/${id}`);
    const names = async () =>
      (await listRoles(db(), { kind: "project", id: project.id })).map((role) => role.name);
    expect(await names()).toEqual(["Actor", "Colourist"]);
    const texts = async () => (await listNotifications(db(), asker.member.id)).map((notice) => notice.text);
    // The first save moved it from the factory's Mumbai to Bandra: that is a change of place.
    await tellGatheredPostingChanges();
    // Its pay is now its roles': the Colourist's fee makes it paid.
    expect(await texts()).toEqual([
      "“Monsoon Short” has changed: Location, Pay. The place is now Bandra, Mumbai; pay is now ₹10,000 per project.",
    ]);
    // A role somebody asked for stays: removing it is refused, and nothing changes.
    const removed = await edit(creator.cookie, { roles: JSON.stringify([colourist]) });
    expect(removed.status).toBe(400);
    expect(JSON.stringify(removed.body)).toContain("Somebody applied for “Actor”");
    expect(await names()).toEqual(["Actor", "Colourist"]);
    // The asker's role now pays: they are told; the Colourist, asked for by nobody, goes quietly.
    const paid = JSON.stringify([{ ...actorRole, payKind: "paid", payMin: "5000", payPer: "day" }]);
    expect((await edit(creator.cookie, { roles: paid })).status).toBe(302);
    expect(await names()).toEqual(["Actor"]);
    await tellGatheredPostingChanges();
    expect((await texts())[0]).toBe(
      "“Monsoon Short” has changed: Pay, Pay of “Actor”. Pay is now ₹5,000 per day; for “Actor”, its pay is now ₹5,000 per day.",
    );
  });
});
