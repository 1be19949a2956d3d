import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, notificationSettings, user } from "~/db/schema";
import { emailNoticeDigests } from "~/features/notifications/notice-digests.server";
import { listNotifications } from "~/features/notifications/notifications.server";
import { setJobAlert } from "~/features/postings/kinds/job/job-alerts.server";
import { parseJobQuery } from "~/features/postings/kinds/job/job-filters";
import { releaseHeldPosting } from "~/features/postings/posting-holds.server";
import { action as createAction } from "~/routes/postings/create";
import { signedInMember } from "../factories";
import { post, setUpMailSink } from "./account-helpers";
import { jobForm } from "./job-form";
import { deliverQueuedEmails, runQueuedJobs } from "./queued-jobs";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * Job alerts (features/postings/kinds/job/job-alerts.server.ts): a member's
 * saved job filters, matched against each new job by a queued job. Every
 * match is on the bell at once; email comes as one digest an hour however
 * many jobs matched, and a job held for asking applicants for money alerts
 * nobody until staff release it.
 */
const db = setUpTestDatabase();
const mail = setUpMailSink();

const HOUR_MS = 60 * 60 * 1000;

/** A member whose job notifications list every job in Mumbai. */
async function mumbaiSubscriber() {
  const subscriber = await signedInMember();
  await setJobAlert(db(), subscriber.member.id, parseJobQuery(new URLSearchParams("where=mumbai")));
  return subscriber;
}

describe("job alerts", () => {
  it("put every matching job on the bell at once, and email them as one digest an hour", async () => {
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

describe("a job held for asking applicants for money", () => {
  it("alerts nobody while it is held, and its subscribers once when staff release it", async () => {
    await runQueuedJobs("job.alerts");
    const subscriber = await mumbaiSubscriber();
    const poster = await signedInMember();
    const posted = await callRoute(
      createAction,
      post(
        "/jobs/create",
        jobForm(
          "Casting Assistant",
          "Selected candidates pay a registration fee of Rs 2,000 before joining.",
        ),
        { cookie: poster.cookie },
      ),
    );
    expect(posted.status).toBe(302);
    const [held] = await db().select().from(jobs).where(eq(jobs.posterId, poster.member.id));
    expect(held!.heldAt).not.toBeNull();
    await runQueuedJobs("job.alerts");
    const bell = async () =>
      (await listNotifications(db(), subscriber.member.id)).filter((notice) =>
        notice.text.includes("Casting Assistant"),
      );
    expect(await bell()).toHaveLength(0);

    await releaseHeldPosting(db(), "job", held!.id);
    expect(await bell()).toHaveLength(0);
    await runQueuedJobs("job.alerts");
    expect(await bell()).toHaveLength(1);
    // Released again after a refusal to stay hidden is no new job: nobody is told twice.
    await db().update(jobs).set({ heldAt: new Date() }).where(eq(jobs.id, held!.id));
    await releaseHeldPosting(db(), "job", held!.id);
    await runQueuedJobs("job.alerts");
    expect(await bell()).toHaveLength(1);
  });
});
