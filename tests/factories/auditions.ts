import { getDb } from "~/db/client.server";
import { insertAudition, type NewAuditionSeed } from "~/db/seed/factories";

/**
 * An upcoming audition (ten days out unless `daysFromNow` says otherwise),
 * built as the seed builds its own, with its roles (one "Lead" unless `roles` says otherwise).
 */
export function createAudition(seed: Partial<NewAuditionSeed> = {}, now = new Date()) {
  return insertAudition(
    getDb(),
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
      // Every posting states its pay.
      payKind: "paid",
      payMin: 5000,
      payPer: "day",
      ...seed,
    },
    now,
  );
}
