import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditions, jobs } from "~/db/schema";
import { POSTING_LIMIT_MESSAGE, POSTINGS_PER_DAY } from "~/features/postings/posting-limits.server";
import { action as createAction } from "~/routes/postings/create";
import { signedInMember } from "../factories";
import { post } from "./account-helpers";
import { jobForm } from "./job-form";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

/**
 * Postings have a limit of their own: a member publishes at most
 * POSTINGS_PER_DAY of a kind in 24 hours (job alerts' digest, which keeps a
 * burst of jobs from flooding a subscriber, is in job-alerts.test.ts).
 */
const db = setUpTestDatabase();

const HOUR_MS = 60 * 60 * 1000;

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
