import { getDb } from "~/db/client.server";
import { insertProject, type NewProjectSeed } from "~/db/seed/factories";

/**
 * A collaboration project (created today unless the seed says otherwise),
 * built as the seed builds its own, with its roles (one line each, "Lead
 * Actor" or "Dancer (20-30)"; one "Actor" role unless told). `posterId` names
 * its creator's account; without one, the project has no creator.
 */
export function createProject(
  seed: Partial<Omit<NewProjectSeed, "creator" | "members">> & { posterId?: string | null } = {},
  now = new Date(),
) {
  const { posterId = null, ...rest } = seed;
  return insertProject(
    getDb(),
    {
      title: "Short Film",
      description: "A short film shot over four weekends.",
      category: "Film",
      roles: ["Actor"],
      location: "Mumbai",
      cityId: "mumbai",
      // Every posting states its pay.
      payKind: "expenses",
      payNote: "Travel and meals",
      createdDaysAgo: 0,
      creator: "nobody",
      members: [],
      ...rest,
      posterId,
    },
    now,
  );
}
