import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { applications, auditions, notifications, projects } from "~/db/schema";
import { listNotifications, setEmailNotificationKinds } from "~/features/notifications/notifications.server";
import { answerWaitingApplicants } from "~/features/postings/close-posting.server";
import { applyToAudition } from "~/features/postings/kinds/audition/audition-applications.server";
import { getAudition } from "~/features/postings/kinds/audition/get-audition.server";
import { listMyApplications } from "~/features/postings/my-applications.server";
import { loader as applicationsLoader } from "~/routes/applications";
import { action as notificationsAction, loader as notificationsLoader } from "~/routes/notifications";
import { action as applicantsAction, loader as applicantsLoader } from "~/routes/postings/applicants";
import { action as auditionAction } from "~/routes/postings/page";
import { createAudition, signedInMember } from "../factories";
import { get, post, setUpMailSink } from "./account-helpers";
import { deliverQueuedEmails } from "./queued-jobs";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();
const mail = setUpMailSink();

// The seeded projects' accepted members are applications too; these tests count only their own.
beforeEach(async () => {
  await db().delete(projects);
  await db().delete(auditions);
  await db().delete(notifications);
});

const DAY_MS = 86_400_000;

type ApplicantsPage = {
  applicants: { applicationId: number; status: string; profile: { name: string } | null }[];
  counts: Record<string, number>;
};

const applicantsPage = (auditionId: number, cookie: string, search = "") =>
  callRoute(applicantsLoader, get(`/auditions/${auditionId}/applicants${search}`, { cookie }), {
    id: String(auditionId),
  });

/** The applicants page's form: one status, and the application ids ticked (repeated fields). */
const setStatus = (auditionId: number, cookie: string, status: string, ids: number[]) => {
  const body = new URLSearchParams({ status });
  for (const id of ids) body.append("application", String(id));
  const request = new Request(`http://localhost:3000/auditions/${auditionId}/applicants`, {
    method: "POST",
    headers: post("/", {}, { cookie }).headers,
    body,
  });
  return callRoute(applicantsAction, request, { id: String(auditionId) });
};

const notificationTexts = async (userId: string) =>
  (await listNotifications(db(), userId)).map((notification) => notification.text);

/** A poster with an audition and three applicants, each with a profile. */
async function auditionWithApplicants(seed: Parameters<typeof createAudition>[0] = {}) {
  const poster = await signedInMember({ profile: { name: "Casting Kavya" } });
  const audition = await createAudition({ title: "Street Play Lead", posterId: poster.member.id, ...seed });
  const applicants = await Promise.all(
    ["Ravi Dancer", "Meera Singer", "Arjun Actor"].map((name, index) =>
      signedInMember({ profile: { name, role: index === 1 ? "Playback Singer" : "Actor" } }),
    ),
  );
  const applicationIds: number[] = [];
  for (const applicant of applicants) {
    const application = await applyToAudition(db(), applicant.member.id, audition.id, {
      note: `Hello from ${applicant.profile?.name}`,
    });
    applicationIds.push(application.id);
  }
  return { poster, audition, applicants, applicationIds };
}

describe("the poster's applicants page", () => {
  it("lists each applicant with their profile and note, filtered by status and words", async () => {
    const { poster, audition, applicationIds } = await auditionWithApplicants();
    const page = await applicantsPage(audition.id, poster.cookie);
    expect(page.status).toBe(200);
    const body = page.body as ApplicantsPage;
    expect(body.applicants.map((applicant) => applicant.profile?.name)).toEqual([
      "Ravi Dancer",
      "Meera Singer",
      "Arjun Actor",
    ]);
    expect(body.counts).toEqual({ new: 3 });

    await setStatus(audition.id, poster.cookie, "shortlisted", [applicationIds[1]!]);
    const shortlisted = (await applicantsPage(audition.id, poster.cookie, "?status=shortlisted"))
      .body as ApplicantsPage;
    expect(shortlisted.applicants.map((applicant) => applicant.profile?.name)).toEqual(["Meera Singer"]);
    expect(shortlisted.counts).toEqual({ new: 2, shortlisted: 1 });
    const singers = (await applicantsPage(audition.id, poster.cookie, "?q=playback")).body as ApplicantsPage;
    expect(singers.applicants.map((applicant) => applicant.profile?.name)).toEqual(["Meera Singer"]);
    const byNote = (await applicantsPage(audition.id, poster.cookie, "?q=from%20arjun"))
      .body as ApplicantsPage;
    expect(byNote.applicants.map((applicant) => applicant.profile?.name)).toEqual(["Arjun Actor"]);
    // LIKE's own characters are only characters.
    expect(
      ((await applicantsPage(audition.id, poster.cookie, "?q=%25")).body as ApplicantsPage).applicants,
    ).toEqual([]);
  });

  it("tells the poster of each new applicant", async () => {
    const { poster } = await auditionWithApplicants();
    expect(await notificationTexts(poster.member.id)).toEqual([
      "Arjun Actor applied to “Street Play Lead”.",
      "Meera Singer applied to “Street Play Lead”.",
      "Ravi Dancer applied to “Street Play Lead”.",
    ]);
  });

  it("changes one status or many; the applicant sees each change, its history and a notification", async () => {
    const { poster, audition, applicants, applicationIds } = await auditionWithApplicants();
    const one = await setStatus(audition.id, poster.cookie, "shortlisted", [applicationIds[0]!]);
    expect(one).toEqual({ status: 200, body: { ok: true, message: "Updated 1 applicant" } });
    const bulk = await setStatus(audition.id, poster.cookie, "declined", [
      applicationIds[1]!,
      applicationIds[2]!,
    ]);
    expect(bulk.body).toEqual({ ok: true, message: "Updated 2 applicants" });
    const again = await setStatus(audition.id, poster.cookie, "declined", [applicationIds[1]!]);
    expect(again.body).toMatchObject({ ok: true, message: expect.stringContaining("Nothing changed") });

    const ravi = applicants[0]!;
    const detail = await getAudition(db(), audition.id, ravi.member.id);
    expect(detail?.myApplication).toBe("shortlisted");
    expect(detail?.myHistory.map((event) => event.status)).toEqual(["new", "shortlisted"]);
    const mine = await callRoute(applicationsLoader, get("/applications", { cookie: ravi.cookie }));
    expect(
      (mine.body as { applications: { status: string; history: { status: string }[] }[] }).applications,
    ).toEqual([
      expect.objectContaining({
        status: "shortlisted",
        history: [
          expect.objectContaining({ status: "new" }),
          expect.objectContaining({ status: "shortlisted" }),
        ],
      }),
    ]);
    expect(await notificationTexts(ravi.member.id)).toEqual([
      "You have been shortlisted for “Street Play Lead”.",
    ]);
    expect(await notificationTexts(applicants[1]!.member.id)).toEqual([
      "Your application for “Street Play Lead” was not selected this time.",
    ]);

    // A withdrawn application is over: the poster cannot move it.
    await setStatus(audition.id, poster.cookie, "shortlisted", [applicationIds[1]!]);
    const { withdrawAuditionApplication } = await import(
      "~/features/postings/kinds/audition/audition-applications.server"
    );
    await withdrawAuditionApplication(db(), applicants[1]!.member.id, audition.id);
    const afterWithdraw = await setStatus(audition.id, poster.cookie, "accepted", [applicationIds[1]!]);
    expect(afterWithdraw.body).toMatchObject({ message: expect.stringContaining("Nothing changed") });
  });

  it("refuses a status that is not the poster's to set, an empty choice and an unreadable id", async () => {
    const { poster, audition, applicationIds } = await auditionWithApplicants();
    for (const status of ["withdrawn", "closed", "new", "hired", "", "shortlisted; drop table"]) {
      const reply = await setStatus(audition.id, poster.cookie, status, [applicationIds[0]!]);
      expect(reply).toEqual({
        status: 400,
        body: {
          ok: false,
          message: "Choose one of the listed statuses.",
          fieldErrors: { status: ["Choose one of the listed statuses."] },
        },
      });
    }
    expect(await setStatus(audition.id, poster.cookie, "shortlisted", [])).toEqual({
      status: 400,
      body: { ok: false, message: "Choose at least one applicant." },
    });
    const rows = await db().select({ status: applications.status }).from(applications);
    expect(rows.every((row) => row.status === "new")).toBe(true);
  });
});

describe("nobody else can see or change a posting's applicants", () => {
  it("answers 404 to a third account, an applicant and another poster, and changes nothing", async () => {
    const { audition, applicants, applicationIds } = await auditionWithApplicants();
    const stranger = await signedInMember();
    const otherPoster = await signedInMember();
    const otherAudition = await createAudition({ posterId: otherPoster.member.id });

    for (const intruder of [stranger, applicants[0]!, otherPoster]) {
      expect((await applicantsPage(audition.id, intruder.cookie)).status).toBe(404);
      expect((await setStatus(audition.id, intruder.cookie, "accepted", applicationIds)).status).toBe(404);
      const close = await callRoute(
        auditionAction,
        post(`/auditions/${audition.id}`, { intent: "close" }, { cookie: intruder.cookie }),
        {
          id: String(audition.id),
        },
      );
      expect(close.status).toBe(404);
    }
    // Another poster naming this audition's applications through their own audition reaches nothing.
    const smuggled = await setStatus(otherAudition.id, otherPoster.cookie, "accepted", applicationIds);
    expect(smuggled).toEqual({
      status: 404,
      body: { ok: false, message: "That application is not on this posting." },
    });

    const signedOut = await callRoute(applicantsLoader, get(`/auditions/${audition.id}/applicants`), {
      id: String(audition.id),
    });
    expect(signedOut.status).toBe(302);
    const rows = await db().select({ status: applications.status }).from(applications);
    expect(rows.map((row) => row.status)).toEqual(["new", "new", "new"]);
    const [row] = await db()
      .select({ closedAt: auditions.closedAt })
      .from(auditions)
      .where(eq(auditions.id, audition.id));
    expect(row?.closedAt).toBeNull();
  });
});

describe("every application answered", () => {
  it("closing tells everyone still waiting, leaves the answered alone, and stops new applications", async () => {
    // An audition typed before casting by role, with no roles of its own: it is filled as a whole.
    const { poster, audition, applicants, applicationIds } = await auditionWithApplicants({ roles: [] });
    await setStatus(audition.id, poster.cookie, "declined", [applicationIds[0]!]);
    await setStatus(audition.id, poster.cookie, "shortlisted", [applicationIds[1]!]);
    const close = await callRoute(
      auditionAction,
      post(`/auditions/${audition.id}`, { intent: "fill" }, { cookie: poster.cookie }),
      {
        id: String(audition.id),
      },
    );
    expect(close.body).toEqual({
      ok: true,
      message: "Marked as filled. Everyone still waiting has been told.",
    });

    const statuses = await db()
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .orderBy(applications.id);
    expect(statuses.map((row) => row.status)).toEqual(["declined", "closed", "closed"]);
    for (const applicant of applicants.slice(1)) {
      expect((await notificationTexts(applicant.member.id))[0]).toBe(
        "The role in “Street Play Lead” has been filled. Thank you for applying.",
      );
    }
    expect(await notificationTexts(applicants[0]!.member.id)).toEqual([
      "Your application for “Street Play Lead” was not selected this time.",
    ]);

    const late = await signedInMember();
    await expect(applyToAudition(db(), late.member.id, audition.id, {})).rejects.toMatchObject({
      code: "conflict",
      message: "This audition is no longer taking applications.",
    });
    const twice = await callRoute(
      auditionAction,
      post(`/auditions/${audition.id}`, { intent: "close" }, { cookie: poster.cookie }),
      {
        id: String(audition.id),
      },
    );
    expect(twice).toEqual({ status: 409, body: { ok: false, message: "This audition is already closed." } });
  });

  it("reminds the poster a week after the date, then closes and tells the waiting 14 days after", async () => {
    const now = new Date();
    const { poster, audition, applicants, applicationIds } = await auditionWithApplicants();
    await setStatus(audition.id, poster.cookie, "accepted", [applicationIds[2]!]);
    await db()
      .update(auditions)
      .set({ date: new Date(now.getTime() - 8 * DAY_MS) })
      .where(eq(auditions.id, audition.id));

    expect(await answerWaitingApplicants(db(), now)).toBe(1);
    expect((await notificationTexts(poster.member.id))[0]).toMatch(
      /^2 applicants are still waiting for your answer on “Street Play Lead”\. Answer by \d+ \w+ \d{4}/,
    );
    // Once only; and not closed yet.
    expect(await answerWaitingApplicants(db(), new Date(now.getTime() + DAY_MS))).toBe(0);
    expect((await listMyApplications(db(), applicants[0]!.member.id))[0]?.status).toBe("new");

    // Fourteen days after the date (and a day after the reminder), the waiting are answered.
    const later = new Date(now.getTime() + 7 * DAY_MS);
    expect(await answerWaitingApplicants(db(), later)).toBe(2);
    for (const applicant of applicants.slice(0, 2)) {
      const [mine] = await listMyApplications(db(), applicant.member.id);
      expect(mine?.status).toBe("closed");
      expect((await notificationTexts(applicant.member.id))[0]).toContain(
        "ended 14 days ago without an answer",
      );
    }
    expect((await listMyApplications(db(), applicants[2]!.member.id))[0]?.status).toBe("accepted");
    const [row] = await db().select().from(auditions).where(eq(auditions.id, audition.id));
    expect(row?.closedReason).toBe("lapsed");
    expect(await answerWaitingApplicants(db(), new Date(later.getTime() + DAY_MS))).toBe(0);
  });

  it("lapses an audition whose poster is gone at 14 days, with nobody to remind", async () => {
    const audition = await createAudition({ title: "Orphaned", daysFromNow: -15 });
    const applicant = await signedInMember();
    await db().insert(applications).values({ auditionId: audition.id, applicantId: applicant.member.id });
    expect(await answerWaitingApplicants(db())).toBe(1);
    expect((await notificationTexts(applicant.member.id))[0]).toContain("“Orphaned” ended 14 days ago");
  });
});

describe("notifications", () => {
  it("counts unread, marks one or all read, and never another member's", async () => {
    const { poster, applicants } = await auditionWithApplicants();
    const page = await callRoute(notificationsLoader, get("/notifications", { cookie: poster.cookie }));
    const items = (page.body as { notifications: { id: number; read: boolean; link: string }[] })
      .notifications;
    expect(items).toHaveLength(3);
    expect(items.every((item) => !item.read && item.link.startsWith("/auditions/"))).toBe(true);

    const stranger = applicants[0]!;
    const theirs = await callRoute(
      notificationsAction,
      post(
        "/notifications",
        { intent: "read", notification: String(items[0]!.id) },
        { cookie: stranger.cookie },
      ),
    );
    expect(theirs).toEqual({ status: 404, body: { ok: false, message: "Notification not found" } });
    expect((await listNotifications(db(), poster.member.id)).filter((item) => item.read)).toHaveLength(0);

    await callRoute(
      notificationsAction,
      post(
        "/notifications",
        { intent: "read", notification: String(items[0]!.id) },
        { cookie: poster.cookie },
      ),
    );
    expect((await listNotifications(db(), poster.member.id)).filter((item) => !item.read)).toHaveLength(2);
    await callRoute(
      notificationsAction,
      post("/notifications", { intent: "read-all" }, { cookie: poster.cookie }),
    );
    expect((await listNotifications(db(), poster.member.id)).filter((item) => !item.read)).toHaveLength(0);

    const unreadable: Record<string, string>[] = [
      { intent: "read", notification: "abc" },
      { intent: "read", notification: "99999999999" },
      { intent: "nonsense" },
    ];
    for (const fields of unreadable) {
      expect(
        (await callRoute(notificationsAction, post("/notifications", fields, { cookie: poster.cookie })))
          .status,
      ).toBe(400);
    }
    expect((await callRoute(notificationsLoader, get("/notifications"))).status).toBe(302);
  });

  it("emails the kinds a member has switched on, and only those", async () => {
    const { poster, audition, applicants, applicationIds } = await auditionWithApplicants();
    await setEmailNotificationKinds(db(), applicants[1]!.member.id, ["posting_closed"]);
    await setStatus(audition.id, poster.cookie, "shortlisted", applicationIds.slice(0, 2));
    await deliverQueuedEmails();
    const subjects = async (address: string) =>
      (await mail()).messages
        .filter((message) => message.to.includes(address))
        .map((message) => message.text.split("\n")[0]?.trim());
    // The test sink reads the body as Latin-1, which garbles the curly quotes.
    expect(await subjects(applicants[0]!.member.email)).toEqual([
      expect.stringMatching(/^You have been shortlisted for .+Street Play Lead.+\.$/),
    ]);
    expect(await subjects(applicants[1]!.member.email)).toEqual([]);
    expect(await subjects(poster.member.email)).toHaveLength(3);
    const shortlistMail = (await mail()).latestTo(applicants[0]!.member.email);
    expect(shortlistMail?.text).toContain(`/auditions/${audition.id}`);
    expect(shortlistMail?.text).toContain("/account#notifications");
  });
});
