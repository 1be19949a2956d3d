import { getDb } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { buildJob, type NewJobSeed } from "~/db/seed/factories";

/**
 * An open job (posted today, closing in ten days unless the seed says
 * otherwise), built as the seed builds its own. `posterId` names any account;
 * without one, the job has no poster.
 */
export async function createJob(
  seed: Partial<Omit<NewJobSeed, "poster">> & { posterId?: string | null } = {},
  now = new Date(),
) {
  const { posterId = null, ...rest } = seed;
  const row = buildJob(
    {
      title: "Camera Assistant",
      company: "Test Films",
      location: "Andheri West, Mumbai",
      cityId: "mumbai",
      type: "Full-time",
      category: "Cinematography",
      // Every posting states its pay.
      payKind: "paid",
      payMin: 30_000,
      payMax: 40_000,
      payPer: "month",
      description: "Assist the camera team.",
      requirements: ["Entry-level"],
      postedDaysAgo: 0,
      deadlineInDays: 10,
      poster: "nobody",
      ...rest,
    },
    now,
  );
  const [inserted] = await getDb()
    .insert(jobs)
    .values({ ...row, posterId })
    .returning();
  return inserted!;
}
