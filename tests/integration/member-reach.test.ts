import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, user } from "~/db/schema";
import { blockMember } from "~/features/blocks/member-blocks.server";
import { listNotifications } from "~/features/notifications/notifications.server";
import { POSTING_NOT_FOUND } from "~/features/postings/application-messages";
import { decideReport, listOpenReports } from "~/features/staff/moderate-reports.server";
import { liftSuspension, listSuspendedAccounts } from "~/features/staff/suspensions.server";
import { loader as listLoader } from "~/routes/postings/list";
import { action as pageAction, loader as pageLoader } from "~/routes/postings/page";
import { loader as sitemapLoader } from "~/routes/sitemap-file";
import { createAudition, createJob, createProject, signedInMember } from "../factories";
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

async function suspend(postings: Postings) {
  const reporter = await signedInMember();
  await callRoute(
    pageAction,
    post(
      `/auditions/${postings.audition}`,
      { intent: "report", reason: "scam" },
      { cookie: reporter.cookie },
    ),
    { id: String(postings.audition) },
  );
  const report = (await listOpenReports(db())).find((open) => open.subject.kind === "audition");
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
        message: POSTING_NOT_FOUND[kind],
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
        message: POSTING_NOT_FOUND[kind],
      });
    }
    // Nobody was told of an application that could not be made.
    expect(await listNotifications(db(), poster.member.id)).toEqual([]);

    // The other way round: the member blocked the poster.
    const other = await signedInMember();
    await blockMember(db(), other.member.id, poster.member.id);
    expect(await seen(postings, other)).toEqual(everywhere(404, false));
    expect((await apply("job", postings.job, other)).status).toBe(404);
  });
});
