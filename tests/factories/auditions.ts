import { getDb } from "~/db/client.server";
import { auditions } from "~/db/schema";
import { buildAudition, type NewAuditionSeed } from "~/db/seed/factories";

/** An upcoming audition (ten days out unless `daysFromNow` says otherwise), built as the seed builds its own. */
export async function createAudition(seed: Partial<NewAuditionSeed> = {}, now = new Date()) {
  const [row] = await getDb()
    .insert(auditions)
    .values(
      buildAudition(
        {
          title: "Lead role audition",
          project: "Untitled feature",
          company: "Test Films",
          daysFromNow: 10,
          location: "Andheri West, Mumbai",
          cityId: "mumbai",
          type: "In-person",
          description: "",
          roles: ["Lead"],
          ...seed,
        },
        now,
      ),
    )
    .returning();
  return row!;
}
