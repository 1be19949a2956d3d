import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobQueue } from "~/db/job-queue.server";
import {
  creditConfirmations,
  mediaTitleProductions,
  mediaTitles,
  productionInvitations,
  productionMembers,
  productions,
} from "~/db/schema";
import type { ProfileExperienceEntry } from "~/db/schema/talent";
import { listNotifications } from "~/features/notifications/notifications.server";
import { applyToJob } from "~/features/postings/kinds/job/job-applications.server";
import { PRODUCTION_MESSAGES } from "~/features/productions/production-messages";
import { createProduction } from "~/features/productions/save-production.server";
import { formatLongDate } from "~/lib/dates";
import { action as creditsAction } from "~/routes/credits";
import { action as editAction } from "~/routes/postings/edit";
import { action as manageAction } from "~/routes/production-manage";
import { createJob, createMember, signedInMember } from "../factories";
import { post, setUpMailSink } from "./account-helpers";
import { tellGatheredPostingChanges } from "./queued-jobs";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * The attack review's floods: one member made us email another without limit
 * by inviting, withdrawing and inviting again; by asking for a credit's
 * confirmation again and again; by editing a posting's pay back and forth
 * (every applicant got every edit). Each is bounded here, through the routes
 * a member would use, counting the emails that reach the mail server.
 */
const db = setUpTestDatabase();
const mail = setUpMailSink();

type Member = Awaited<ReturnType<typeof signedInMember>>;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The emails that reached `to`, with a subject matching `subject`. */
async function emailsTo(to: string, subject: RegExp) {
  return (await mail()).messages.filter(
    (message) => message.to.includes(to) && subject.test(message.subject),
  );
}

describe("inviting, withdrawing and inviting again", () => {
  const manage = (slug: string, owner: Member, fields: Record<string, string>) =>
    callRoute(manageAction, post(`/productions/${slug}/manage`, fields, { cookie: owner.cookie }), { slug });

  it("keeps one invitation waiting, and emails the invitee about it twice a day at most", async () => {
    const owner = await signedInMember();
    const invitee = await signedInMember();
    const production = await createProduction(db(), owner.member.id, {
      name: `Monsoon Pictures ${Date.now().toString(36)}`,
      kind: "production-house",
      website: `https://monsoon-${Date.now().toString(36)}.example`,
    });
    const invite = () =>
      manage(production.slug, owner, {
        intent: "invite",
        username: invitee.profile.username,
        role: "casting",
      });
    const waiting = async () => {
      const rows = await db()
        .select({ id: productionInvitations.id })
        .from(productionInvitations)
        .where(
          and(
            eq(productionInvitations.productionId, production.id),
            eq(productionInvitations.inviteeId, invitee.member.id),
            eq(productionInvitations.status, "pending"),
          ),
        );
      return rows;
    };
    const invitations = () => emailsTo(invitee.member.email, /invited to join a production/);

    expect((await invite()).body).toMatchObject({
      ok: true,
      message: PRODUCTION_MESSAGES.invited(invitee.profile.name),
    });
    // One invitation waits per production and invitee.
    const again = await invite();
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: PRODUCTION_MESSAGES.alreadyInvited });
    expect(await waiting()).toHaveLength(1);

    const rounds: unknown[] = [];
    for (let round = 0; round < 5; round += 1) {
      const [invitation] = await waiting();
      const withdrawn = await manage(production.slug, owner, {
        intent: "withdraw-invitation",
        invitation: String(invitation!.id),
      });
      expect(withdrawn.status).toBe(200);
      const reply = await invite();
      expect(reply.status).toBe(200);
      rounds.push(reply.body);
    }
    // The first re-invitation is emailed; after it each is made, and said to have gone by the bell only.
    expect(rounds[0]).toMatchObject({ message: PRODUCTION_MESSAGES.invited(invitee.profile.name) });
    for (const reply of rounds.slice(1)) {
      expect(reply).toMatchObject({
        ok: true,
        message: PRODUCTION_MESSAGES.invitedWithoutEmail(invitee.profile.name),
      });
    }
    expect(await waiting()).toHaveLength(1);
    expect(await invitations()).toHaveLength(2);
    const bell = await listNotifications(db(), invitee.member.id);
    expect(bell.filter((notice) => notice.kind === "production_invitation")).toHaveLength(6);
  });
});

describe("asking for a credit's confirmation again and again", () => {
  let count = 0;
  const credit = (mediaId: string, role: string): ProfileExperienceEntry => ({
    kind: "credit",
    role,
    production: "Monsoon Letters",
    year: 2024,
    details: "",
    mediaType: "movie",
    mediaId,
  });

  /** A title, a member credited on it who may confirm (of a verified production linked to it), and one who asks. */
  async function titleWithConfirmer() {
    count += 1;
    const mediaId = `flood-title-${Date.now().toString(36)}-${count}`;
    await db()
      .insert(mediaTitles)
      .values({ id: mediaId, title: `Monsoon Letters ${count}`, type: "movie", year: 2024 });
    const confirmer = await signedInMember({ profile: { experience: [credit(mediaId, "Producer")] } });
    const owner = await createMember();
    const production = await createProduction(db(), owner.id, {
      name: `Kaveri Talkies ${Date.now().toString(36)} ${count}`,
      kind: "production-house",
      website: `https://kaveri-${Date.now().toString(36)}-${count}.example`,
    });
    const verifiedAt = new Date();
    await db()
      .update(productions)
      .set({ verifiedAt, verifiedMethod: "staff", verifiedDetail: "GSTIN 27AABCK1234F1Z5" })
      .where(eq(productions.id, production.id));
    await db()
      .insert(productionMembers)
      .values({ productionId: production.id, userId: confirmer.member.id, role: "member" });
    await db()
      .insert(mediaTitleProductions)
      .values({ mediaId, productionId: production.id, productionVerifiedAt: verifiedAt });
    const asker = await signedInMember({ profile: { experience: [credit(mediaId, "Lead")] } });
    return { mediaId, confirmer, asker };
  }

  const ask = (who: Member, mediaId: string, confirmer: Member) =>
    callRoute(
      creditsAction,
      post(
        "/credits",
        { intent: "ask", title: mediaId, confirmer: [String(confirmer.profile.id)] },
        { cookie: who.cookie },
      ),
    );

  it("asks one person again a week after the last ask at the earliest, and says from when", async () => {
    const { mediaId, confirmer, asker } = await titleWithConfirmer();
    const requests = () => emailsTo(confirmer.member.email, /confirm a credit/);
    expect((await ask(asker, mediaId, confirmer)).status).toBe(200);
    expect(await requests()).toHaveLength(1);

    const [request] = await db()
      .select()
      .from(creditConfirmations)
      .where(eq(creditConfirmations.confirmerId, confirmer.member.id));
    const again = new Date(request!.createdAt.getTime() + 7 * DAY_MS);
    for (let round = 0; round < 5; round += 1) {
      const refused = await ask(asker, mediaId, confirmer);
      expect(refused.status).toBe(429);
      const message = (refused.body as { message: string }).message;
      expect(message).toContain(
        `You asked ${confirmer.profile.name} about this credit less than 7 days ago.`,
      );
      expect(message).toContain(`You can ask them again from`);
      expect(message).toContain(formatLongDate(again));
    }
    // Saying no does not open the door to asking again at once.
    await db()
      .update(creditConfirmations)
      .set({ status: "declined", answeredAt: new Date() })
      .where(eq(creditConfirmations.id, request!.id));
    expect((await ask(asker, mediaId, confirmer)).status).toBe(429);
    expect(await requests()).toHaveLength(1);

    // A week on, they may be asked once more.
    await db()
      .update(creditConfirmations)
      .set({ createdAt: new Date(Date.now() - 7 * DAY_MS - 60_000) })
      .where(eq(creditConfirmations.id, request!.id));
    expect((await ask(asker, mediaId, confirmer)).status).toBe(200);
    expect((await ask(asker, mediaId, confirmer)).status).toBe(429);
    expect(await requests()).toHaveLength(2);
  });
});

describe("editing a posting back and forth", () => {
  const jobForm = (overrides: Record<string, string>) => ({
    title: "Gaffer",
    company: "Pink City Films",
    location: "Film City, Mumbai",
    cityId: "mumbai",
    type: "Contract",
    category: "Production",
    payKind: "paid",
    payMin: "80000",
    payMax: "",
    payPer: "month",
    deadline: new Date(Date.now() + 14 * DAY_MS).toISOString().slice(0, 10),
    description: "Lighting for a two-week shoot.",
    requirements: "Three features as gaffer",
    ...overrides,
  });

  it("tells each applicant once an hour what changed, naming the fields, on the bell and by email", async () => {
    const poster = await signedInMember();
    const job = await createJob({ posterId: poster.member.id, title: "Gaffer" });
    const applicants = [await signedInMember(), await signedInMember(), await signedInMember()];
    for (const applicant of applicants) await applyToJob(db(), applicant.member.id, job.id, {});
    const edit = async (fields: Record<string, string>) => {
      const reply = await callRoute(
        editAction,
        post(`/jobs/${job.id}/edit`, jobForm(fields), { cookie: poster.cookie }),
        { id: String(job.id) },
      );
      expect(reply.status).toBe(302);
    };
    const changeNotices = async (applicant: Member) =>
      (await listNotifications(db(), applicant.member.id)).filter((notice) =>
        notice.text.includes("has changed"),
      );
    const changeEmails = (applicant: Member) =>
      emailsTo(applicant.member.email, /update on your application/);

    // The form's first save differs from the factory's job: that is told first, in its own hour.
    await edit({});
    expect(await tellGatheredPostingChanges()).toBe(1);
    for (const applicant of applicants) expect(await changeNotices(applicant)).toHaveLength(1);

    // Ten edits in the next hour: pay back and forth, and the place once.
    for (let round = 0; round < 5; round += 1) {
      await edit({ payMin: "90000" });
      await edit({ payMin: "80000", location: round === 4 ? "Juhu, Mumbai" : "Film City, Mumbai" });
    }
    // Nothing yet: the edits are gathered into one job for the posting, due an hour after the first.
    for (const applicant of applicants) expect(await changeNotices(applicant)).toHaveLength(1);
    const boss = await jobQueue();
    const gathered = await boss.findJobs("posting.changes", { key: `job:${job.id}`, queued: true });
    expect(gathered).toHaveLength(1);
    expect(gathered[0]!.startAfter.getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000);

    expect(await tellGatheredPostingChanges()).toBe(1);
    for (const applicant of applicants) {
      const [newest, ...earlier] = await changeNotices(applicant);
      expect(earlier).toHaveLength(1);
      expect(newest?.text).toBe(
        "“Gaffer” has changed: Pay, Location. Pay is now ₹80,000 per month; the place is now Juhu, Mumbai.",
      );
      const emails = await changeEmails(applicant);
      expect(emails).toHaveLength(2);
      expect(
        emails.filter((email) => email.text.includes("has changed: Pay, Location. Pay is now")),
      ).toHaveLength(1);
    }
    // Told once: the job is not run again, and the next edit starts the next hour's notice.
    expect(await tellGatheredPostingChanges()).toBe(0);
    await edit({ payMin: "95000", location: "Juhu, Mumbai" });
    expect(await tellGatheredPostingChanges()).toBe(1);
    for (const applicant of applicants) {
      expect(await changeNotices(applicant)).toHaveLength(3);
      expect(await changeEmails(applicant)).toHaveLength(3);
    }
  });
});
