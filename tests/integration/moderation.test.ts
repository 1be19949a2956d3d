import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { REPORTS_PER_HOUR } from "~/constants/reports";
import { conversations, notifications, reports, session, user } from "~/db/schema";
import { ACCOUNT_MESSAGES } from "~/features/accounts/account-schemas";
import { getCurrentUser } from "~/features/accounts/session.server";
import { sendMessage } from "~/features/messaging/send-message.server";
import { listNotifications } from "~/features/notifications/notifications.server";
import { REPORT_MESSAGES } from "~/features/reports/report-subject.server";
import { decideReport, listOpenReports, MODERATION_MESSAGES } from "~/features/staff/moderate-reports.server";
import { setStaffRole } from "~/features/staff/set-staff-role.server";
import { searchTalent } from "~/features/talent/search-talent.server";
import type { ServiceError } from "~/lib/service-error";
import { action as loginAction } from "~/routes/login";
import { action as conversationAction } from "~/routes/messages-conversation";
import { action as profileAction, loader as profileLoader } from "~/routes/public-profile";
import { action as staffAction } from "~/routes/staff/reports";
import { createProfile, signedInMember } from "../factories";
import { get, post, STRONG_PASSWORD } from "./account-helpers";
import { deliverQueuedEmails } from "./queued-jobs";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

beforeEach(async () => {
  await db().delete(reports);
  await db().delete(conversations);
  await db().delete(notifications);
  await db().execute(sql`delete from rate_limits`);
});

/** Reports a message of the conversation through the chat's own action, as `cookie`. */
const reportMessage = (conversationId: number, messageId: number, cookie: string, reason = "scam") =>
  callRoute(
    conversationAction,
    post(`/messages/${conversationId}`, { intent: "report", message: String(messageId), reason }, { cookie }),
    { conversationId: String(conversationId) },
  );

describe("reporting a message or a profile", () => {
  it("only the other member of the conversation can report a message; never one's own", async () => {
    const sender = await signedInMember({ profile: { name: "Kiran Spammer" } });
    const recipient = await signedInMember();
    const outsider = await signedInMember();
    const sent = await sendMessage(
      db(),
      sender.member.id,
      { recipientProfileId: recipient.profile.id },
      "Pay ₹5,000 to audition",
    );

    expect((await reportMessage(sent.conversationId, sent.messageId, recipient.cookie)).body).toEqual({
      ok: true,
      message: REPORT_MESSAGES.sent,
    });
    // The outsider posts to a conversation that is not theirs: it is not there for them.
    expect((await reportMessage(sent.conversationId, sent.messageId, outsider.cookie)).status).toBe(404);
    expect((await reportMessage(sent.conversationId, sent.messageId, sender.cookie)).body).toMatchObject({
      ok: false,
      message: REPORT_MESSAGES.ownMessage,
    });
    expect((await reportMessage(sent.conversationId, sent.messageId, recipient.cookie)).body).toMatchObject({
      message: REPORT_MESSAGES.already,
    });

    const [queued] = (await listOpenReports(db())).reports;
    expect(queued).toMatchObject({
      reasons: ["Looks like a scam or impersonation"],
      subject: { kind: "message", text: "Pay ₹5,000 to audition", link: null, ownerName: sender.member.name },
    });
  });

  it("a profile is reported from its page, never by its owner", async () => {
    const owner = await signedInMember();
    const reporter = await signedInMember();
    const report = (cookie: string) =>
      callRoute(
        profileAction,
        post(`/u/${owner.profile.username}`, { intent: "report", reason: "misleading" }, { cookie }),
        { username: owner.profile.username },
      );
    expect((await report(reporter.cookie)).body).toMatchObject({ ok: true });
    expect((await report(owner.cookie)).body).toMatchObject({
      ok: false,
      message: REPORT_MESSAGES.ownProfile,
    });
    const [queued] = (await listOpenReports(db())).reports;
    expect(queued?.subject).toMatchObject({ kind: "profile", link: `/profile/${owner.profile.id}` });
  });
});

describe("the staff queue", () => {
  it("warn: the owner is told in a notification; the report and every other one about it leave the queue", async () => {
    const owner = await signedInMember();
    const first = await signedInMember();
    const second = await signedInMember();
    for (const reporter of [first, second]) {
      await callRoute(
        profileAction,
        post(
          `/u/${owner.profile.username}`,
          { intent: "report", reason: "spam" },
          { cookie: reporter.cookie },
        ),
        { username: owner.profile.username },
      );
    }
    const [queued] = (await listOpenReports(db())).reports;
    expect(await decideReport(db(), queued!.id, "warn")).toBe(MODERATION_MESSAGES.warned(owner.member.name));
    await deliverQueuedEmails();
    expect((await listOpenReports(db())).reports).toEqual([]);
    const [notice] = await listNotifications(db(), owner.member.id);
    expect(notice).toMatchObject({ kind: "staff_warning", link: "/legal/terms" });
    await expect(decideReport(db(), queued!.id, "dismiss")).rejects.toThrow(MODERATION_MESSAGES.notOpen);
  });

  it("dismiss changes nothing but the report", async () => {
    const owner = await signedInMember();
    const reporter = await signedInMember();
    await callRoute(
      profileAction,
      post(
        `/u/${owner.profile.username}`,
        { intent: "report", reason: "other" },
        { cookie: reporter.cookie },
      ),
      { username: owner.profile.username },
    );
    const [queued] = (await listOpenReports(db())).reports;
    expect(await decideReport(db(), queued!.id, "dismiss")).toBe(MODERATION_MESSAGES.dismissed);
    const [row] = await db().select().from(reports).where(eq(reports.id, queued!.id));
    expect(row?.status).toBe("dismissed");
    expect(await listNotifications(db(), owner.member.id)).toEqual([]);
  });

  it("suspend: signed out everywhere, cannot sign in, profile unavailable, found by nobody", async () => {
    const owner = await signedInMember({
      password: STRONG_PASSWORD,
      profile: { name: "Quillon Suspendable" },
    });
    const reporter = await signedInMember();
    await callRoute(
      profileAction,
      post(`/u/${owner.profile.username}`, { intent: "report", reason: "scam" }, { cookie: reporter.cookie }),
      { username: owner.profile.username },
    );
    const [queued] = (await listOpenReports(db())).reports;
    expect(await decideReport(db(), queued!.id, "suspend")).toBe(
      MODERATION_MESSAGES.suspended(owner.member.name),
    );

    const [account] = await db().select().from(user).where(eq(user.id, owner.member.id));
    expect(account?.suspendedAt).toBeInstanceOf(Date);
    expect(await db().select().from(session).where(eq(session.userId, owner.member.id))).toEqual([]);
    expect(await getCurrentUser(get("/account", { cookie: owner.cookie }))).toBeNull();

    const signIn = await callRoute(
      loginAction,
      post("/login", { email: owner.member.email, password: STRONG_PASSWORD }),
    );
    expect(signIn.status).toBe(400);
    expect(signIn.body).toMatchObject({ formError: ACCOUNT_MESSAGES.suspended });
    expect(await db().select().from(session).where(eq(session.userId, owner.member.id))).toEqual([]);

    const page = await callRoute(profileLoader, get(`/u/${owner.profile.username}`), {
      username: owner.profile.username,
    });
    expect(page.status).toBe(410);
    const found = await searchTalent(db(), {
      q: "Quillon Suspendable",
      cities: [],
      roles: [],
      experience: [],
      availability: [],
      page: 1,
      categorySlug: null,
    });
    expect(found.talent).toEqual([]);
  });

  it("a report about something whose owner is gone can only be dismissed", async () => {
    const reporter = await signedInMember();
    await db()
      .insert(reports)
      .values({ reporterId: reporter.member.id, subjectKind: "job", subjectId: "999999", reason: "spam" });
    const [queued] = (await listOpenReports(db())).reports;
    expect(queued?.subject).toMatchObject({ text: "(removed)", ownerId: null });
    const refused = await decideReport(db(), queued!.id, "suspend").catch((error: ServiceError) => error);
    expect(refused).toMatchObject({ code: "conflict", message: MODERATION_MESSAGES.nobodyToAct });
  });

  it("the staff action refuses a form it cannot read, in words", async () => {
    const staff = await signedInMember();
    await setStaffRole(staff.member.email, true);
    const reply = await callRoute(
      staffAction,
      post("/staff/reports", { report: "x", decision: "ban" }, { cookie: staff.cookie }),
    );
    expect(reply).toMatchObject({ status: 400, body: { ok: false } });
  });
});

describe("a flood of reports (issue 26, finding 4)", () => {
  const reportProfile = (username: string, cookie: string, reason = "spam") =>
    callRoute(profileAction, post(`/u/${username}`, { intent: "report", reason }, { cookie }), { username });

  it("one member files a few reports an hour; the rest are refused in words", async () => {
    const flooder = await signedInMember();
    const targets = await Promise.all(
      Array.from({ length: REPORTS_PER_HOUR + 2 }, () => createProfile(null)),
    );
    const replies = [];
    for (const target of targets) replies.push(await reportProfile(target.username, flooder.cookie));
    expect(replies.slice(0, REPORTS_PER_HOUR).every((reply) => reply.status === 200)).toBe(true);
    expect(replies[REPORTS_PER_HOUR]).toMatchObject({
      status: 429,
      body: { ok: false, message: REPORT_MESSAGES.tooMany },
    });
    expect(await db().select().from(reports)).toHaveLength(REPORTS_PER_HOUR);
  });

  it("gathers the reports about one thing, puts the most reported first, and pages the rest", async () => {
    const scammer = await signedInMember({ profile: { name: "Widely Reported" } });
    const reporters = await Promise.all([signedInMember(), signedInMember(), signedInMember()]);
    for (const [index, reporter] of reporters.entries()) {
      await reportProfile(scammer.profile.username, reporter.cookie, index === 0 ? "spam" : "scam");
    }
    // Then a burst of single reports about 25 other things, each newer than the three above.
    const loud = await signedInMember();
    const others = await Promise.all(Array.from({ length: 25 }, () => createProfile(null)));
    await db()
      .insert(reports)
      .values(
        others.map((profile) => ({
          reporterId: loud.member.id,
          subjectKind: "profile" as const,
          subjectId: String(profile.id),
          reason: "spam" as const,
        })),
      );

    const first = await listOpenReports(db());
    expect(first).toMatchObject({ subjects: 26, page: 1, pages: 2 });
    expect(first.reports).toHaveLength(20);
    expect(first.reports[0]).toMatchObject({
      reporters: 3,
      reasons: ["Looks like a scam or impersonation", "Spam or advertising"],
      subject: { kind: "profile", ownerName: scammer.member.name },
    });
    expect(first.reports.slice(1).every((report) => report.reporters === 1)).toBe(true);
    expect((await listOpenReports(db(), 2)).reports).toHaveLength(6);

    // One decision answers all three reports about it.
    await decideReport(db(), first.reports[0]!.id, "warn");
    expect((await listOpenReports(db())).subjects).toBe(25);
  });
});
