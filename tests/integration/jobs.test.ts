import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applications, jobs, notifications, projects, reports } from "~/db/schema";
import { listNotifications } from "~/features/notifications/notifications.server";
import { MONEY_RULES } from "~/features/postings/asks-for-money";
import { answerWaitingApplicants } from "~/features/postings/close-posting.server";
import { applyToAudition } from "~/features/postings/kinds/audition/audition-applications.server";
import { applyToJob } from "~/features/postings/kinds/job/job-applications.server";
import { parseJobQuery } from "~/features/postings/kinds/job/job-filters";
import { jobStats, listJobs } from "~/features/postings/kinds/job/list-jobs.server";
import { listMyApplications } from "~/features/postings/my-applications.server";
import { PAY_MESSAGES } from "~/features/postings/pay";
import { type PostingPay, payWords } from "~/features/postings/pay-words";
import { action as applicantsAction, loader as applicantsLoader } from "~/routes/postings/applicants";
import { action as createAction } from "~/routes/postings/create";
import { action as editAction, loader as editLoader } from "~/routes/postings/edit";
import { action as jobsAction, loader as jobsLoader } from "~/routes/postings/list";
import { action as jobAction, loader as jobLoader } from "~/routes/postings/page";
import { createAudition, createJob, signedInMember } from "../factories";
import { get, post } from "./account-helpers";
import { deliverQueuedEmails, runQueuedJobs, tellGatheredPostingChanges } from "./queued-jobs";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

// The file's own database copy comes seeded; these tests count jobs, so each starts with none.
// The seeded projects' accepted members are applications too: these tests count only their own.
beforeEach(async () => {
  await db().delete(projects);
  await db().delete(jobs);
  await db().delete(notifications);
});
// Notices are emailed after their change commits: let those finish inside the test that raised them.
afterEach(() => deliverQueuedEmails());

const HOUR_MS = 3_600_000;
const titles = async (search: string, now = new Date()) =>
  (await listJobs(db(), parseJobQuery(new URLSearchParams(search)), now)).jobs.map((job) => job.title).sort();

/** A job's pay as its own page shows it, in words. */
async function payShown(id: number) {
  const page = await callRoute(jobLoader, get(`/jobs/${id}`), { id: String(id) });
  return payWords((page.body as { job: { pay: PostingPay } }).job.pay);
}

/** A valid Post a Job form, closing in two weeks. */
function jobForm(overrides: Record<string, string> = {}) {
  const deadline = new Date(Date.now() + 14 * 24 * HOUR_MS).toISOString().slice(0, 10);
  return {
    title: "Second Unit Director",
    company: "Pink City Films",
    location: "Film City, Mumbai",
    cityId: "mumbai",
    type: "Contract",
    category: "Production",
    payKind: "paid",
    payMin: "80000",
    payMax: "1,20,000",
    payPer: "month",
    deadline,
    description: "Run the second unit for a 45-day action shoot.",
    requirements: "Senior: three features as second unit or first AD\nHindi",
    ...overrides,
  };
}

describe("job filters run in the database", () => {
  it("filters by text over title, company and description, type, category, remote and city", async () => {
    await createJob({ title: "Alpha Actor", company: "Kesari", type: "Full-time", category: "Acting" });
    await createJob({
      title: "Beta Editor",
      company: "Marina Works",
      description: "Cut a documentary in Resolve",
      type: "Contract",
      category: "Technical",
      cityId: "chennai",
      location: "Chennai",
    });
    await createJob({
      title: "Gamma Voice",
      type: "Part-time",
      category: "Voice Acting",
      isRemote: true,
      location: "Remote",
      cityId: "delhi",
    });
    await createJob({
      title: "Delta Gaffer",
      location: "Koregaon Park, Pune",
      cityId: null,
      category: "Technical",
    });

    expect(await titles("")).toEqual(["Alpha Actor", "Beta Editor", "Delta Gaffer", "Gamma Voice"]);
    expect(await titles("q=marina")).toEqual(["Beta Editor"]);
    expect(await titles("q=RESOLVE")).toEqual(["Beta Editor"]);
    expect(await titles("q=100%25")).toEqual([]);
    expect(await titles("type=contract")).toEqual(["Beta Editor"]);
    expect(await titles("category=voice-acting")).toEqual(["Gamma Voice"]);
    expect(await titles("category=technical")).toEqual(["Beta Editor", "Delta Gaffer"]);
    // Editing, sound and music are categories of their own, each with its tab.
    await createJob({ title: "Epsilon Colourist", category: "Editing" });
    await createJob({ title: "Zeta Sound Recordist", category: "Sound" });
    expect(await titles("category=editing")).toEqual(["Epsilon Colourist"]);
    expect(await titles("category=sound")).toEqual(["Zeta Sound Recordist"]);
    expect(await titles("category=music")).toEqual([]);
    expect(await titles("where=remote")).toEqual(["Gamma Voice"]);
    expect(await titles("where=chennai")).toEqual(["Beta Editor"]);
    expect(await titles("where=pune")).toEqual(["Delta Gaffer"]);
    expect(await titles("location=Chennai")).toEqual(["Beta Editor"]);
  });

  it("finds a job by its city named in the search, and forgives a misspelt word as auditions do", async () => {
    await createJob({
      title: "Video Editor",
      company: "Marina Works",
      description: "Cut a web series in Resolve.",
      location: "T. Nagar",
      cityId: "chennai",
    });
    await createJob({ title: "Film Editor", location: "Andheri West, Mumbai", cityId: "mumbai" });
    await createJob({ title: "Sound Recordist", location: "Chennai", cityId: null });
    const search = async (q: string) => {
      const list = await listJobs(db(), parseJobQuery(new URLSearchParams({ q })));
      return { titles: list.jobs.map((job) => job.title).sort(), corrected: list.correctedQuery };
    };
    expect(await search("editor chennai")).toEqual({ titles: ["Video Editor"], corrected: null });
    expect(await search("edtor chennai")).toEqual({ titles: ["Video Editor"], corrected: "editor chennai" });
    // A city by another of its names, or typed in the location only.
    expect(await search("madras")).toEqual({ titles: ["Sound Recordist", "Video Editor"], corrected: null });
    expect(await search("edtor bombay")).toEqual({ titles: ["Film Editor"], corrected: "editor bombay" });
  });

  it("filters by posting time and by experience named in the requirements", async () => {
    const now = new Date();
    await createJob({ title: "New", postedDaysAgo: 0, requirements: ["Senior: ten years"] });
    await createJob({ title: "Two days", postedDaysAgo: 2, requirements: ["entry-level welcome"] });
    await createJob({ title: "Ten days", postedDaysAgo: 10, requirements: ["Mid-level"] });
    expect(await titles("posted=24h", now)).toEqual(["New"]);
    expect(await titles("posted=3d", now)).toEqual(["New", "Two days"]);
    expect(await titles("posted=14d", now)).toEqual(["New", "Ten days", "Two days"]);
    expect(await titles("experience=entry-level", now)).toEqual(["Two days"]);
    expect(await titles("experience=senior", now)).toEqual(["New"]);
  });

  it("compares the salary slider with the least and the most a paid job pays, and keeps jobs with no figure", async () => {
    await createJob({ title: "Low", payMin: 20_000, payMax: 30_000 });
    await createJob({ title: "Mid", payMin: 50_000, payMax: 70_000 });
    // One figure is both the least and the most.
    await createJob({ title: "High", payMin: 150_000, payMax: null });
    await createJob({ title: "Expenses", payKind: "expenses", payMin: null, payMax: null, payPer: null });
    await createJob({
      title: "Unpaid",
      payKind: "unpaid",
      payMin: null,
      payMax: null,
      payPer: null,
      payNote: "A credit",
    });
    expect(await titles("min=40000")).toEqual(["Expenses", "High", "Mid", "Unpaid"]);
    expect(await titles("max=60000")).toEqual(["Expenses", "Low", "Unpaid"]);
    expect(await titles("max=30000")).toEqual(["Expenses", "Low", "Unpaid"]);
    expect(await titles("min=45000&max=75000")).toEqual(["Expenses", "Mid", "Unpaid"]);
    // The slider's top means "and above": nothing is cut off for earning more.
    expect(await titles("min=0&max=100000")).toEqual(["Expenses", "High", "Low", "Mid", "Unpaid"]);
    expect(await titles("min=100000")).toEqual(["Expenses", "High", "Unpaid"]);
  });

  it("filters by what a job pays, alone and with the salary slider", async () => {
    await createJob({ title: "Paid", payMin: 50_000, payMax: null });
    await createJob({ title: "Paid less", payMin: 10_000, payMax: null });
    await createJob({ title: "Expenses", payKind: "expenses", payMin: null, payMax: null, payPer: null });
    await createJob({
      title: "Unpaid",
      payKind: "unpaid",
      payMin: null,
      payMax: null,
      payPer: null,
      payNote: "A credit",
    });
    expect(await titles("pay=paid")).toEqual(["Paid", "Paid less"]);
    expect(await titles("pay=expenses")).toEqual(["Expenses"]);
    expect(await titles("pay=unpaid")).toEqual(["Unpaid"]);
    expect(await titles("pay=paid&min=20000")).toEqual(["Paid"]);
    // An unknown kind is no filter.
    expect(await titles("pay=negotiable")).toEqual(["Expenses", "Paid", "Paid less", "Unpaid"]);
    const page = await callRoute(jobsLoader, get("/jobs?pay=expenses"));
    expect((page.body as { query: Record<string, unknown> }).query).toMatchObject({ pay: "expenses" });
  });

  it("lists open jobs only, newest first, and counts them for the tiles and featured categories", async () => {
    const now = new Date();
    await createJob({ title: "Older", postedDaysAgo: 3, featured: true, category: "Acting" });
    await createJob({ title: "Newest", postedDaysAgo: 0, isRemote: true, category: "Acting" });
    await createJob({ title: "Past deadline", postedDaysAgo: 20, deadlineInDays: -1 });
    const closed = await createJob({ title: "Closed" });
    await db().update(jobs).set({ closedAt: now }).where(eq(jobs.id, closed.id));
    const list = await listJobs(db(), parseJobQuery(new URLSearchParams()), now);
    expect(list.jobs.map((job) => job.title)).toEqual(["Newest", "Older"]);
    expect(list).toMatchObject({ matching: 2, more: false });
    expect(await jobStats(db(), now)).toEqual({
      total: 2,
      featured: 1,
      newToday: 1,
      remote: 1,
      byCategory: { Acting: 2 },
    });
  });

  it("serves the page with the filters it was given, and a single job for ?id=", async () => {
    const job = await createJob({ title: "Boom Operator", category: "Technical" });
    const page = await callRoute(jobsLoader, get("/jobs?category=technical&q=boom&min=abc"));
    expect(page.status).toBe(200);
    const body = page.body as { view: string; query: Record<string, unknown>; jobs: { title: string }[] };
    expect(body.view).toBe("list");
    expect(body.query).toMatchObject({ category: "technical", q: "boom", salaryMin: 0 });
    expect(body.jobs.map((row) => row.title)).toEqual(["Boom Operator"]);
    const one = await callRoute(jobsLoader, get(`/jobs?id=${job.id}`));
    expect((one.body as { view: string; job: { title: string } }).job.title).toBe("Boom Operator");
    const missing = await callRoute(jobsLoader, get("/jobs?id=999999"));
    expect(missing.status).toBe(404);
  });
});

describe("posting, editing and closing a job", () => {
  it("posts a job for a verified member, with its pay stored as figures the filter compares", async () => {
    const poster = await signedInMember();
    const reply = await callRoute(createAction, post("/jobs/create", jobForm(), { cookie: poster.cookie }));
    expect(reply.status).toBe(302);
    const [row] = await db().select().from(jobs);
    expect(row).toMatchObject({
      title: "Second Unit Director",
      posterId: poster.member.id,
      payKind: "paid",
      payMin: 80_000,
      payMax: 120_000,
      payPer: "month",
      requirements: ["Senior: three features as second unit or first AD", "Hindi"],
    });
    expect((reply.body as Response).headers.get("Location")).toBe(`/jobs/${row!.id}`);
    expect(await payShown(row!.id)).toBe("₹80,000 to ₹1,20,000 per month");
  });

  it("posts a job paying expenses only, and one unpaid with what it offers, and says so in words", async () => {
    const poster = await signedInMember();
    const send = (fields: Record<string, string>) =>
      callRoute(createAction, post("/jobs/create", jobForm(fields), { cookie: poster.cookie }));
    // Figures sent with a kind that has none are not kept.
    const expenses = await send({ title: "Festival Crew", payKind: "expenses", payNote: "Travel and meals" });
    const unpaid = await send({ title: "Assistant", payKind: "unpaid", payNote: "A credit and a showreel" });
    expect([expenses.status, unpaid.status]).toEqual([302, 302]);
    const rows = await db().select().from(jobs).orderBy(jobs.id);
    expect(rows).toMatchObject([
      { title: "Festival Crew", payKind: "expenses", payMin: null, payMax: null, payPer: null },
      { title: "Assistant", payKind: "unpaid", payMin: null, payNote: "A credit and a showreel" },
    ]);
    expect(await payShown(rows[0]!.id)).toBe("Expenses only: Travel and meals");
    expect(await payShown(rows[1]!.id)).toBe("Unpaid: A credit and a showreel");
    const card = (await listJobs(db(), parseJobQuery(new URLSearchParams("pay=unpaid")))).jobs[0];
    expect(payWords(card!.pay)).toBe("Unpaid: A credit and a showreel");
  });

  it("refuses pay stated wrong in the shared pay words, storing nothing and keeping what was typed", async () => {
    const poster = await signedInMember();
    const send = (fields: Record<string, string>) =>
      callRoute(createAction, post("/jobs/create", jobForm(fields), { cookie: poster.cookie }));
    const refusals = [
      [{ payMin: "", payMax: "" }, PAY_MESSAGES.amountRequired],
      [{ payMin: "60000", payMax: "40000" }, PAY_MESSAGES.range],
      [{ payKind: "unpaid", payNote: "" }, PAY_MESSAGES.unpaidNote],
      [{ payKind: "" }, PAY_MESSAGES.kind],
    ] as const;
    for (const [fields, message] of refusals) {
      const reply = await send(fields);
      expect(reply.status, message).toBe(400);
      expect(JSON.stringify(reply.body), message).toContain(message);
      expect(JSON.stringify(reply.body)).toContain("Second Unit Director");
    }
    expect(await db().select().from(jobs)).toHaveLength(0);
  });

  it("holds a job whose pay note asks applicants for money, as its other words would be", async () => {
    const poster = await signedInMember();
    const reply = await callRoute(
      createAction,
      post(
        "/jobs/create",
        jobForm({ payKind: "unpaid", payNote: "A credit; a registration fee of ₹500 books your slot" }),
        { cookie: poster.cookie },
      ),
    );
    expect(reply.status).toBe(302);
    const [row] = await db().select().from(jobs);
    expect(row).toMatchObject({ heldReason: MONEY_RULES.chargeNamed });
  });

  it("refuses a job with a past deadline or missing fields, keeping what was typed", async () => {
    const poster = await signedInMember();
    const send = (fields: Record<string, string>) =>
      callRoute(createAction, post("/jobs/create", jobForm(fields), { cookie: poster.cookie }));
    expect(JSON.stringify((await send({ deadline: "2020-01-01" })).body)).toContain("cannot be in the past");
    const missing = await send({ title: " ", description: "" });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain("Please fill all required fields");
    expect(await db().select().from(jobs)).toHaveLength(0);
  });

  it("refuses an unverified member and a visitor", async () => {
    const unverified = await signedInMember({ verified: false });
    const refused = await callRoute(
      createAction,
      post("/jobs/create", jobForm(), { cookie: unverified.cookie }),
    );
    expect(refused.status).toBe(403);
    const visitor = await callRoute(createAction, post("/jobs/create", jobForm()));
    expect([302, 401]).toContain(visitor.status);
    expect(await db().select().from(jobs)).toHaveLength(0);
  });

  it("lets only its poster edit it; a third account finds no such job", async () => {
    const poster = await signedInMember();
    const stranger = await signedInMember();
    const job = await createJob({ posterId: poster.member.id, title: "Original" });
    const form = await callRoute(editLoader, get(`/jobs/${job.id}/edit`, { cookie: poster.cookie }), {
      id: String(job.id),
    });
    // The pay comes back as the form's own fields hold it.
    expect((form.body as { values: Record<string, string> }).values).toMatchObject({
      title: "Original",
      payKind: "paid",
      payMin: "30000",
      payMax: "40000",
      payPer: "month",
      payNote: "",
    });
    const theirs = await callRoute(editLoader, get(`/jobs/${job.id}/edit`, { cookie: stranger.cookie }), {
      id: String(job.id),
    });
    expect(theirs.status).toBe(404);
    const attempt = await callRoute(
      editAction,
      post(`/jobs/${job.id}/edit`, jobForm({ title: "Hijacked" }), { cookie: stranger.cookie }),
      { id: String(job.id) },
    );
    expect(attempt.status).toBe(404);
    const [unchanged] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(unchanged!.title).toBe("Original");
    const edited = await callRoute(
      editAction,
      post(`/jobs/${job.id}/edit`, jobForm({ title: "Renamed", payMin: "90000", payMax: "" }), {
        cookie: poster.cookie,
      }),
      { id: String(job.id) },
    );
    expect(edited.status).toBe(302);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ title: "Renamed", payKind: "paid", payMin: 90_000, payMax: null });
  });

  it("tells its applicants when the pay changes, and not when only the words do", async () => {
    const poster = await signedInMember();
    const applicant = await signedInMember();
    const job = await createJob({ posterId: poster.member.id, title: "Gaffer" });
    await applyToJob(db(), applicant.member.id, job.id, {});
    const edit = (fields: Record<string, string>) =>
      callRoute(editAction, post(`/jobs/${job.id}/edit`, jobForm(fields), { cookie: poster.cookie }), {
        id: String(job.id),
      });
    await edit({ title: "Gaffer" });
    await tellGatheredPostingChanges();
    const before = await listNotifications(db(), applicant.member.id);
    await edit({ title: "Gaffer", description: "Lighting for a two-week shoot, with a crew of four." });
    await tellGatheredPostingChanges();
    expect(await listNotifications(db(), applicant.member.id)).toHaveLength(before.length);
    await edit({ title: "Gaffer", payMin: "1,20,000", payMax: "" });
    await tellGatheredPostingChanges();
    const [notice] = await listNotifications(db(), applicant.member.id);
    expect(notice?.text).toBe("“Gaffer” has changed: Pay. Pay is now ₹1,20,000 per month.");
    await edit({ title: "Gaffer", payKind: "unpaid", payNote: "A credit" });
    await tellGatheredPostingChanges();
    const [unpaid] = await listNotifications(db(), applicant.member.id);
    expect(unpaid?.text).toBe("“Gaffer” has changed: Pay. Pay is now Unpaid: A credit.");
    expect(notice?.link).toBe(`/jobs/${job.id}`);
  });

  it("closing tells everyone still waiting, and only the poster may close", async () => {
    const poster = await signedInMember();
    const applicant = await signedInMember();
    const stranger = await signedInMember();
    const job = await createJob({ posterId: poster.member.id, title: "Gaffer" });
    await applyToJob(db(), applicant.member.id, job.id, {});
    const refused = await callRoute(
      jobAction,
      post(`/jobs/${job.id}`, { intent: "close" }, { cookie: stranger.cookie }),
      { id: String(job.id) },
    );
    expect(refused.status).toBe(404);
    const closed = await callRoute(
      jobAction,
      post(`/jobs/${job.id}`, { intent: "fill" }, { cookie: poster.cookie }),
      { id: String(job.id) },
    );
    expect(closed.status).toBe(200);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ closedReason: "filled" });
    const [application] = await db().select().from(applications).where(eq(applications.jobId, job.id));
    expect(application!.status).toBe("closed");
    expect((await listNotifications(db(), applicant.member.id)).map((n) => n.text).join()).toContain(
      "Gaffer",
    );
    const again = await callRoute(
      jobAction,
      post(`/jobs/${job.id}`, { intent: "apply" }, { cookie: stranger.cookie }),
      { id: String(job.id) },
    );
    expect(again.status).toBe(409);
  });
});

describe("applying to a job", () => {
  it("takes one application per person, tells the poster, and shows it on the job's page", async () => {
    const poster = await signedInMember();
    const applicant = await signedInMember({ profile: { name: "Ravi Gaffer" } });
    const job = await createJob({ posterId: poster.member.id, title: "Lighting Assistant" });
    const send = () =>
      callRoute(
        jobAction,
        post(`/jobs/${job.id}`, { intent: "apply", note: "Free from Monday" }, { cookie: applicant.cookie }),
        { id: String(job.id) },
      );
    const first = await send();
    expect(first.body).toEqual({ ok: true, message: "Application submitted successfully" });
    const second = await send();
    expect(second.status).toBe(409);
    expect(JSON.stringify(second.body)).toContain("You have already applied to this job.");
    expect(await db().select().from(applications).where(eq(applications.jobId, job.id))).toHaveLength(1);
    expect((await listNotifications(db(), poster.member.id))[0]?.text).toContain("Ravi Gaffer applied");
    const page = await callRoute(jobLoader, get(`/jobs/${job.id}`, { cookie: applicant.cookie }), {
      id: String(job.id),
    });
    expect((page.body as { myApplication: { status: string } }).myApplication.status).toBe("new");
  });

  it("refuses the poster's own job, a past deadline and a note over 2,000 characters", async () => {
    const poster = await signedInMember();
    const own = await createJob({ posterId: poster.member.id });
    const ownReply = await callRoute(
      jobAction,
      post(`/jobs/${own.id}`, { intent: "apply" }, { cookie: poster.cookie }),
      { id: String(own.id) },
    );
    expect(ownReply.status).toBe(400);
    const applicant = await signedInMember();
    const past = await createJob({ deadlineInDays: -2, postedDaysAgo: 20 });
    const pastReply = await callRoute(
      jobAction,
      post(`/jobs/${past.id}`, { intent: "apply" }, { cookie: applicant.cookie }),
      { id: String(past.id) },
    );
    expect(pastReply.status).toBe(409);
    const long = await callRoute(
      jobAction,
      post(`/jobs/${own.id}`, { intent: "apply", note: "x".repeat(2001) }, { cookie: applicant.cookie }),
      { id: String(own.id) },
    );
    expect(long.status).toBe(400);
    expect(await db().select().from(applications)).toHaveLength(0);
  });

  it("withdraws while waiting, and files one report per member", async () => {
    const poster = await signedInMember();
    const applicant = await signedInMember();
    const job = await createJob({ posterId: poster.member.id });
    await applyToJob(db(), applicant.member.id, job.id, {});
    const withdrawn = await callRoute(
      jobAction,
      post(`/jobs/${job.id}`, { intent: "withdraw" }, { cookie: applicant.cookie }),
      { id: String(job.id) },
    );
    expect(withdrawn.body).toEqual({ ok: true, message: "Application withdrawn" });
    const report = () =>
      callRoute(
        jobAction,
        post(`/jobs/${job.id}`, { intent: "report", reason: "scam" }, { cookie: applicant.cookie }),
        { id: String(job.id) },
      );
    expect((await report()).status).toBe(200);
    expect((await report()).status).toBe(409);
    const filed = await db().select().from(reports);
    expect(filed.filter((row) => row.subjectKind === "job")).toHaveLength(1);
  });
});

describe("the poster's applicants page for a job", () => {
  const page = (jobId: number, cookie: string) =>
    callRoute(applicantsLoader, get(`/jobs/${jobId}/applicants`, { cookie }), { id: String(jobId) });
  const setStatus = (jobId: number, cookie: string, status: string, ids: number[]) => {
    const body = new URLSearchParams({ status });
    for (const id of ids) body.append("application", String(id));
    const request = new Request(`http://localhost:3000/jobs/${jobId}/applicants`, {
      method: "POST",
      headers: post("/", {}, { cookie }).headers,
      body,
    });
    return callRoute(applicantsAction, request, { id: String(jobId) });
  };

  it("lists applicants for the poster, who hires one; the applicant sees it; nobody else can look or change", async () => {
    const poster = await signedInMember();
    const stranger = await signedInMember();
    const applicant = await signedInMember({ profile: { name: "Ravi Gaffer" } });
    const job = await createJob({ posterId: poster.member.id, title: "Best Boy" });
    const application = await applyToJob(db(), applicant.member.id, job.id, { note: "Ten years on sets" });

    const mine = await page(job.id, poster.cookie);
    expect(mine.status).toBe(200);
    const body = mine.body as {
      posting: { kind: string; title: string };
      applicants: { profile: { name: string } }[];
    };
    expect(body.posting).toMatchObject({ kind: "job", title: "Best Boy" });
    expect(body.applicants.map((row) => row.profile.name)).toEqual(["Ravi Gaffer"]);

    expect((await page(job.id, stranger.cookie)).status).toBe(404);
    const theirs = await setStatus(job.id, stranger.cookie, "hired", [application.id]);
    expect(theirs.status).toBe(404);
    // "accepted" is an audition's word; a job hires.
    expect((await setStatus(job.id, poster.cookie, "accepted", [application.id])).status).toBe(400);

    const hired = await setStatus(job.id, poster.cookie, "hired", [application.id]);
    expect(hired.body).toMatchObject({ ok: true });
    const [row] = await db().select().from(applications).where(eq(applications.id, application.id));
    expect(row!.status).toBe("hired");
    expect((await listNotifications(db(), applicant.member.id)).map((n) => n.text)).toContain(
      "You have been hired for “Best Boy”.",
    );
  });

  it("reminds the poster 7 days past the deadline and tells everyone still waiting at 14", async () => {
    const poster = await signedInMember();
    const applicant = await signedInMember();
    const now = new Date();
    const job = await createJob({
      posterId: poster.member.id,
      title: "Focus Puller",
      postedDaysAgo: 30,
      deadlineInDays: -8,
    });
    await applyToJob(db(), applicant.member.id, job.id, {}, new Date(now.getTime() - 20 * 24 * HOUR_MS));
    expect(await answerWaitingApplicants(db(), now)).toBe(1);
    const reminders = await listNotifications(db(), poster.member.id);
    expect(reminders[0]?.text).toContain("still waiting for your answer on “Focus Puller”");
    expect(reminders[0]?.link).toBe(`/jobs/${job.id}/applicants`);
    // A week later (15 days past the deadline) it lapses and the applicant is told.
    const later = new Date(now.getTime() + 7 * 24 * HOUR_MS);
    expect(await answerWaitingApplicants(db(), later)).toBe(1);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.closedReason).toBe("lapsed");
    expect((await listNotifications(db(), applicant.member.id))[0]?.link).toBe(`/jobs/${job.id}`);
  });
});

describe("My applications", () => {
  it("lists job and audition applications together, newest first, each linked to its posting", async () => {
    const applicant = await signedInMember();
    const poster = await signedInMember();
    const audition = await createAudition({ title: "Chorus Audition", posterId: poster.member.id });
    const job = await createJob({
      title: "Grip",
      company: "Marina Works",
      type: "Contract",
      posterId: poster.member.id,
    });
    const now = Date.now();
    await applyToAudition(db(), applicant.member.id, audition.id, {}, new Date(now - 60_000));
    await applyToJob(db(), applicant.member.id, job.id, {}, new Date(now));
    const mine = await listMyApplications(db(), applicant.member.id);
    expect(mine.map((application) => application.posting)).toEqual([
      expect.objectContaining({
        kind: "job",
        title: "Grip",
        subtitle: "Marina Works · Contract",
        link: `/jobs/${job.id}`,
      }),
      expect.objectContaining({
        kind: "audition",
        title: "Chorus Audition",
        link: `/auditions/${audition.id}`,
      }),
    ]);
    expect(mine[0]?.posting.date).toBe(job.deadline.toISOString());
  });
});

describe("job notifications", () => {
  const toggle = (cookie: string, fields: Record<string, string>) =>
    callRoute(jobsAction, post("/jobs", fields, { cookie }));

  it("saves the filters in force, tells the member of a new job those filters list, and switches off", async () => {
    const seeker = await signedInMember();
    const poster = await signedInMember();
    const on = await toggle(seeker.cookie, { intent: "alert-on", search: "?category=acting&where=mumbai" });
    expect(on.body).toEqual({ ok: true, message: "Job notifications enabled" });
    const page = await callRoute(jobsLoader, get("/jobs", { cookie: seeker.cookie }));
    expect((page.body as { alert: string }).alert).toBe("category=acting&where=mumbai");

    // The matching is a queued job, taken by a worker a moment after the posting's commit.
    const send = async (fields: Record<string, string>) => {
      await callRoute(createAction, post("/jobs/create", jobForm(fields), { cookie: poster.cookie }));
      await runQueuedJobs("job.alerts");
    };
    await send({ title: "Mumbai Actor", category: "Acting", cityId: "mumbai", location: "Bandra, Mumbai" });
    await send({ title: "Delhi Actor", category: "Acting", cityId: "delhi", location: "Saket, Delhi" });
    await send({ title: "Mumbai Writer", category: "Writing", cityId: "mumbai", location: "Juhu, Mumbai" });
    const told = await listNotifications(db(), seeker.member.id);
    expect(told.map((notice) => notice.text)).toEqual([
      "New job for you: “Mumbai Actor” at Pink City Films.",
    ]);
    expect(told[0]?.kind).toBe("job_alert");
    // Posters are not told of their own jobs.
    await toggle(poster.cookie, { intent: "alert-on", search: "" });
    await send({ title: "Another Mumbai Actor", category: "Acting", cityId: "mumbai" });
    expect(await listNotifications(db(), poster.member.id)).toHaveLength(0);

    const off = await toggle(seeker.cookie, { intent: "alert-off" });
    expect(off.body).toEqual({ ok: true, message: "Job notifications disabled" });
    await send({ title: "Third Mumbai Actor", category: "Acting", cityId: "mumbai" });
    expect(await listNotifications(db(), seeker.member.id)).toHaveLength(2);
  });

  it("refuses a visitor and a body without its filters", async () => {
    const visitor = await callRoute(jobsAction, post("/jobs", { intent: "alert-on", search: "" }));
    expect([302, 401]).toContain(visitor.status);
    const member = await signedInMember();
    expect((await toggle(member.cookie, { intent: "alert-on" })).status).toBe(400);
  });
});
