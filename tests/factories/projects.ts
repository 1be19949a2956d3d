import { getDb } from "~/db/client.server";
import { projects } from "~/db/schema";
import { buildProject, type NewProjectSeed } from "~/db/seed/factories";

/**
 * A collaboration project (created today unless the seed says otherwise),
 * built as the seed builds its own. `posterId` names its creator's account;
 * without one, the project has no creator.
 */
export async function createProject(
  seed: Partial<Omit<NewProjectSeed, "creator" | "members">> & { posterId?: string | null } = {},
  now = new Date(),
) {
  const { posterId = null, ...rest } = seed;
  const row = buildProject(
    {
      title: "Short Film",
      description: "A short film shot over four weekends.",
      category: "Film",
      lookingFor: ["Actor"],
      location: "Mumbai",
      cityId: "mumbai",
      createdDaysAgo: 0,
      creator: "nobody",
      members: [],
      ...rest,
    },
    now,
  );
  const [inserted] = await getDb()
    .insert(projects)
    .values({ ...row, posterId })
    .returning();
  return inserted!;
}
