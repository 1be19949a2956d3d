import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDatabaseHandle } from "~/db/client.server";
import { jobQueue } from "~/db/job-queue.server";
import { CHORE_QUEUES, QUEUES } from "~/db/job-queues";
import { rateLimits } from "~/db/schema";
import { queueEmail } from "~/features/email/queue-email.server";
import { changeAndNotify } from "~/features/notifications/notify.server";
import {
  BACKGROUND_MESSAGES,
  listChoreRuns,
  listUndeliveredEmails,
  sendUndeliveredEmailAgain,
} from "~/features/staff/background-work.server";
import { ServiceError } from "~/lib/service-error";
import { startBackgroundWork } from "../../server/background-work";
import { createMember } from "../factories";
import { setUpMailSink, uniqueEmail } from "./account-helpers";
import { runQueuedJobs } from "./queued-jobs";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();
const mail = setUpMailSink();

const email = (to: string, subject = "A test email from Rangmanch") => ({ to, subject, text: "Hello." });

async function emailJobs() {
  const boss = await jobQueue();
  return boss.findJobs<{ to: string }>("email");
}

describe("the job queue's setup (decision 063)", () => {
  it("installs every queue with its rules: emails retried five times with backoff, then kept for staff", async () => {
    const boss = await jobQueue();
    const queue = await boss.getQueue("email");
    expect(queue).toMatchObject({
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
      deadLetter: "email.undelivered",
    });
    for (const chore of CHORE_QUEUES) {
      expect(await boss.getQueue(chore), chore).toMatchObject({ policy: "stately" });
    }
  });

  it("queues an email in the change's transaction: a change that fails sends nothing", async () => {
    const to = uniqueEmail("rolled-back");
    await expect(
      db().transaction(async (tx) => {
        await queueEmail(email(to), tx);
        throw new Error("the change failed after asking for the email");
      }),
    ).rejects.toThrow("the change failed");
    expect((await emailJobs()).filter((job) => job.data.to === to)).toEqual([]);

    // A notice raised in a change that fails is neither written nor emailed.
    const member = await createMember();
    await expect(
      changeAndNotify(db(), async (_tx, notify) => {
        await notify({ userId: member.id, kind: "staff_warning", text: "A warning", link: "/account" });
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    expect((await emailJobs()).filter((job) => job.data.to === member.email)).toEqual([]);
  });
});

describe("emails through the queue, with the server's own worker", () => {
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    // Retries a second or two apart instead of half a minute: the rule is the queue's, the delay the test's.
    const boss = await jobQueue();
    await boss.updateQueue("email", { retryBackoff: true, retryDelay: 1, retryDelayMax: 2, retryLimit: 2 });
    // The server's own start: a worker on every queue, the schedules, LISTEN for new jobs.
    stop = await startBackgroundWork(getDatabaseHandle(), pino({ level: "silent" }));
  });

  afterAll(async () => {
    await stop?.();
    // Back to the release's rules for the other tests in this file.
    const boss = await jobQueue();
    const { options } = QUEUES.email;
    await boss.updateQueue("email", {
      retryBackoff: options.retryBackoff,
      retryDelay: options.retryDelay,
      retryDelayMax: options.retryDelayMax,
      retryLimit: options.retryLimit,
    });
  });

  it("an email the mail server refuses twice goes through on the third try", async () => {
    const sink = await mail();
    const to = uniqueEmail("third-time");
    const refusedBefore = sink.refused;
    sink.refuseNext(2);
    await queueEmail(email(to, "Third time lucky"));
    await vi.waitFor(() => expect(sink.latestTo(to, /Third time lucky/)).toBeDefined(), {
      timeout: 20_000,
      interval: 200,
    });
    expect(sink.refused - refusedBefore).toBe(2);
    // The worker marks the job done once the mail server has answered: on a loaded machine the
    // message can be in the sink a moment before its job is.
    await vi.waitFor(
      async () => {
        const [job] = (await emailJobs()).filter((one) => one.data.to === to);
        expect(job).toMatchObject({ state: "completed", retryCount: 2 });
      },
      { timeout: 10_000, interval: 200 },
    );
  });

  it("a burst of emails goes out at once, not one per poll", async () => {
    const sink = await mail();
    const tag = uniqueEmail("burst").split("@")[0];
    const addresses = Array.from({ length: 25 }, (_, index) => `${tag}-${index}@example.com`);
    const started = Date.now();
    await Promise.all(addresses.map((to) => queueEmail(email(to, "One of a burst"))));
    await vi.waitFor(
      () => expect(addresses.filter((to) => sink.latestTo(to, /One of a burst/))).toHaveLength(25),
      { timeout: 9_000, interval: 100 },
    );
    // Three fetches of 10: a worker that waited for its 5-s poll between them would take at least
    // 10 s; one that takes the next batch at once needs well under a second on a quiet machine, and
    // CI runs this tier beside the browser tier, yielding it the CPU (scripts/test-all.sh).
    expect(Date.now() - started).toBeLessThan(9_000);
  });

  it("an email refused on every try is kept for staff, who send it again once the mail server is back", async () => {
    const sink = await mail();
    const to = uniqueEmail("never-taken");
    sink.refuseNext(3);
    await queueEmail(email(to, "Refused every time"));
    const undelivered = async () => (await listUndeliveredEmails()).rows.filter((row) => row.to === to);
    await vi.waitFor(async () => expect(await undelivered()).toHaveLength(1), {
      timeout: 20_000,
      interval: 200,
    });
    const [row] = await undelivered();
    expect(row).toMatchObject({ to, subject: "Refused every time" });
    expect(sink.latestTo(to)).toBeUndefined();

    expect(await sendUndeliveredEmailAgain(row!.id)).toBe(BACKGROUND_MESSAGES.resent);
    await vi.waitFor(() => expect(sink.latestTo(to, /Refused every time/)).toBeDefined(), {
      timeout: 20_000,
      interval: 200,
    });
    expect(await undelivered()).toEqual([]);
    // Sent again already: a second press says so instead of sending it twice.
    await expect(sendUndeliveredEmailAgain(row!.id)).rejects.toThrow(ServiceError);
  });
});

describe("the chores' runs", () => {
  it("records each run with what it counted, for the staff page", async () => {
    const boss = await jobQueue();
    await db()
      .insert(rateLimits)
      .values({ key: "test:expired", count: 3, resetAt: new Date(Date.now() - 60_000) });
    await boss.send("chore.expired-rate-limits", null);
    expect(await runQueuedJobs("chore.expired-rate-limits")).toBe(1);
    expect(await db().select().from(rateLimits).where(eq(rateLimits.key, "test:expired"))).toEqual([]);
    const runs = await listChoreRuns(db());
    expect(runs.map((run) => run.name)).toEqual(CHORE_QUEUES);
    expect(runs.find((run) => run.name === "chore.expired-rate-limits")?.lastRun).toMatchObject({
      worked: true,
    });
    expect(
      runs.find((run) => run.name === "chore.expired-rate-limits")?.lastRun?.count,
    ).toBeGreaterThanOrEqual(1);
  });

  it("a stately chore queue holds one waiting run however many processes add one for the same slot", async () => {
    const boss = await jobQueue();
    const added = await Promise.all([
      boss.send("chore.old-live-events", null),
      boss.send("chore.old-live-events", null),
      boss.send("chore.old-live-events", null),
    ]);
    expect(added.filter(Boolean)).toHaveLength(1);
    expect(await runQueuedJobs("chore.old-live-events")).toBe(1);
  });
});
