import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobQueue } from "~/db/job-queue.server";
import { listNotifications } from "~/features/notifications/notifications.server";
import { setJobAlert } from "~/features/postings/kinds/job/job-alerts.server";
import { parseJobQuery } from "~/features/postings/kinds/job/job-filters";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as createAction } from "~/routes/postings/create";
import { signedInMember } from "../factories";
import { firstLink } from "../support/smtp-sink.mjs";
import { post, setUpMailSink } from "./account-helpers";
import { deliverQueuedEmails, runQueuedJobs } from "./queued-jobs";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * Two findings of the attack review about work done out of the request: a
 * sent email's job kept its body (reset links, domain codes) in clear in
 * pg-boss's tables for a day; and every new job's alerts were matched one
 * query per alert inside the poster's request.
 */
const db = setUpTestDatabase();
const mail = setUpMailSink();

/** Rows of every pg-boss table (each queue's jobs, dead letters, any archive, anything else) holding `text`. */
async function jobRowsHolding(text: string) {
  const { rows: tables } = (await db().execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'pgboss' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  expect(tables.map((table) => table.table_name)).toContain("job");
  let found = 0;
  for (const { table_name: table } of tables) {
    const { rows } = (await db().execute(
      sql`select count(*)::int as n from ${sql.identifier("pgboss")}.${sql.identifier(table)} as j
          where position(${text} in to_jsonb(j)::text) > 0`,
    )) as unknown as { rows: { n: number }[] };
    found += rows[0]!.n;
  }
  return found;
}

describe("a sent email's job", () => {
  it("keeps only its recipient and subject: no reset link or token is left in pg-boss's tables", async () => {
    const member = await signedInMember();
    expect(
      (await callRoute(forgotAction, post("/forgot-password", { email: member.member.email }))).status,
    ).toBe(200);
    // Until it is sent, the job holds the email whole: that is what the worker sends.
    expect(await jobRowsHolding("reset-password")).toBeGreaterThan(0);
    await deliverQueuedEmails();
    const link = firstLink((await mail()).latestTo(member.member.email, /Reset your/)!.text)!;
    const token = new URL(link).pathname.split("/").at(-1)!;
    expect(token.length).toBeGreaterThan(10);
    expect(await jobRowsHolding(token)).toBe(0);
    expect(await jobRowsHolding(link)).toBe(0);

    // What is kept says who it went to and what about, and that it went: a retry of it sends nothing.
    const boss = await jobQueue();
    const sent = (await boss.findJobs<Record<string, unknown>>("email")).filter(
      (job) => job.data.to === member.member.email,
    );
    expect(sent.map((job) => [job.state, job.data])).toEqual([
      ["completed", { to: member.member.email, subject: expect.stringMatching(/Reset your/), sent: true }],
    ]);
  });
});

describe("a new job's alerts", () => {
  it("are matched by a queued job after the posting commits, not in the poster's request", async () => {
    const seeker = await signedInMember();
    await setJobAlert(db(), seeker.member.id, parseJobQuery(new URLSearchParams("where=mumbai")));
    const poster = await signedInMember();
    const deadline = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const posted = await callRoute(
      createAction,
      post(
        "/jobs/create",
        {
          title: "Focus Puller",
          company: "Pink City Films",
          location: "Film City, Mumbai",
          cityId: "mumbai",
          type: "Contract",
          category: "Production",
          payKind: "paid",
          payMin: "60000",
          payPer: "month",
          deadline,
          description: "Pull focus for a 30-day feature shoot.",
          requirements: "Two features",
        },
        { cookie: poster.cookie },
      ),
    );
    expect(posted.status).toBe(302);
    // The request answered with no alert matched: that is the queued job's work.
    expect(await listNotifications(db(), seeker.member.id)).toEqual([]);
    const boss = await jobQueue();
    const queued = await boss.findJobs<{ jobId: number }>("job.alerts", { queued: true });
    expect(queued).toHaveLength(1);

    expect(await runQueuedJobs("job.alerts")).toBe(1);
    const told = await listNotifications(db(), seeker.member.id);
    expect(told.map((notice) => [notice.kind, notice.link])).toEqual([
      ["job_alert", `/jobs/${queued[0]!.data.jobId}`],
    ]);
  });
});
