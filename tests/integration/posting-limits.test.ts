import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditions, jobs, notificationSettings, user } from "~/db/schema";
import { emailNoticeDigests } from "~/features/notifications/notice-digests.server";
import { listNotifications } from "~/features/notifications/notifications.server";
import { setJobAlert } from "~/features/postings/kinds/job/job-alerts.server";
import { parseJobQuery } from "~/features/postings/kinds/job/job-filters";
import { POSTING_LIMIT_MESSAGE, POSTINGS_PER_DAY } from "~/features/postings/posting-limits.server";
import { action as createAction } from "~/routes/postings/create";
import { signedInMember } from "../factories";
import { post, setUpMailSink } from "./account-helpers";
import { deliverQueuedEmails, runQueuedJobs } from "./queued-jobs";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * Postings have a limit of their own, and job alerts come as a digest (issue
 * 26, finding 5): a member publishes at most POSTINGS_PER_DAY of a kind in 24
 * hours, and an alert subscriber gets one email an hour for however many jobs.
 */
const db = setUpTestDatabase();
const mail = setUpMailSink();

const HOUR_MS = 60 * 60 * 1000;

function jobForm(title: string) {
  return {
    title,
    company: "Flood Films",
    location: "Andheri, Mumbai",
    cityId: "mumbai",
    type: "Contract",
    category: "Production",
    payKind: "paid",
    payMin: "40000",
    payPer: "month",
    deadline: new Date(Date.now() + 14 * 24 * HOUR_MS).toISOString().slice(0, 10),
    description: "Line producer for a web series.",
    requirements: "Two series as line producer",
  };
}

describe("a member's postings in a day", () => {
  it("are refused past the day's limit, in words, keeping what was typed; another member is not held back", async () => {
    const flooder = await signedInMember();
    const postJob = (member: typeof flooder, title: string) =>
      callRoute(createAction, post("/jobs/create", jobForm(title), { cookie: member.cookie }));
    for (let index = 0; index < POSTINGS_PER_DAY; index += 1) {
      expect((await postJob(flooder, `Line Producer ${index}`)).status).toBe(302);
    }
    const refused = await postJob(flooder, "One Too Many");
    expect(refused.status).toBe(429);
    expect(JSON.stringify(refused.body)).toContain(POSTING_LIMIT_MESSAGE("job"));
    expect(JSON.stringify(refused.body)).toContain("One Too Many");
    expect(await db().select().from(jobs).where(eq(jobs.posterId, flooder.member.id))).toHaveLength(
      POSTINGS_PER_DAY,
    );

    // A day later the limit has moved on; meanwhile someone else posts freely.
    const other = await signedInMember();
    expect((await postJob(other, "Another Producer")).status).toBe(302);
    await db()
      .update(jobs)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR_MS) })
      .where(eq(jobs.posterId, flooder.member.id));
    expect((await postJob(flooder, "Tomorrow's Producer")).status).toBe(302);
    // Each kind has its own count.
    expect(await db().select().from(auditions).where(eq(auditions.posterId, flooder.member.id))).toHaveLength(
      0,
    );
  });

  it("counts a burst sent at once one after another", async () => {
    const flooder = await signedInMember();
    const burst = await Promise.all(
      Array.from({ length: POSTINGS_PER_DAY + 5 }, (_, index) =>
        callRoute(createAction, post("/jobs/create", jobForm(`Burst ${index}`), { cookie: flooder.cookie })),
      ),
    );
    expect(burst.filter((reply) => reply.status === 302)).toHaveLength(POSTINGS_PER_DAY);
    expect(burst.filter((reply) => reply.status === 429)).toHaveLength(5);
  });
});

describe("job alerts", () => {
  it("put every matching job on the bell at once, and email them as one digest an hour", async () => {
    // The jobs the tests above posted are matched first: their alerts were queued before these subscribers.
    await runQueuedJobs("job.alerts");
    const subscriber = await signedInMember();
    await db()
      .insert(notificationSettings)
      .values({ userId: subscriber.member.id, emailKinds: ["job_alert"] });
    await setJobAlert(db(), subscriber.member.id, parseJobQuery(new URLSearchParams("where=mumbai")));
    const quiet = await signedInMember();
    await db().insert(notificationSettings).values({ userId: quiet.member.id, emailKinds: [] });
    await setJobAlert(db(), quiet.member.id, parseJobQuery(new URLSearchParams("where=mumbai")));
    const poster = await signedInMember();
    const before = (await mail()).messages.length;
    for (const title of ["Gaffer", "Best Boy", "Key Grip"]) {
      await callRoute(createAction, post("/jobs/create", jobForm(title), { cookie: poster.cookie }));
    }
    await runQueuedJobs("job.alerts");
    await deliverQueuedEmails();
    const bell = (await listNotifications(db(), subscriber.member.id)).map((notice) => notice.text);
    expect(bell).toHaveLength(3);
    expect((await mail()).messages.length).toBe(before);

    expect(await emailNoticeDigests(db())).toBe(1);
    const digest = (await mail()).latestTo(subscriber.member.email);
    expect(digest?.subject).toBe("3 new jobs match your job notifications");
    for (const title of ["Gaffer", "Best Boy", "Key Grip"]) expect(digest?.text).toContain(title);
    expect((await mail()).latestTo(quiet.member.email)).toBeUndefined();
    // Nothing is sent twice; a job posted within the hour waits for the next hour's digest.
    expect(await emailNoticeDigests(db())).toBe(0);
    await callRoute(createAction, post("/jobs/create", jobForm("Focus Puller"), { cookie: poster.cookie }));
    await runQueuedJobs("job.alerts");
    expect(await emailNoticeDigests(db())).toBe(0);
    expect(await emailNoticeDigests(db(), new Date(Date.now() + HOUR_MS))).toBe(1);
    expect((await mail()).latestTo(subscriber.member.email)?.subject).toBe(
      "A new job matches your job notifications",
    );
    // A suspended subscriber gets nothing.
    await db().update(user).set({ suspendedAt: new Date() }).where(eq(user.id, subscriber.member.id));
    await callRoute(createAction, post("/jobs/create", jobForm("Clapper Loader"), { cookie: poster.cookie }));
    await runQueuedJobs("job.alerts");
    expect(await emailNoticeDigests(db())).toBe(0);
  });
});
