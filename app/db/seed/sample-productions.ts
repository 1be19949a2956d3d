import { and, eq, isNotNull } from "drizzle-orm";
import type { Transaction } from "../client.server";
import { auditions, jobs, productionMembers, productions, productionVerificationEvents } from "../schema";
import { SAMPLE_PRODUCTIONS } from "./data/productions";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seed version 11: the sample productions, with the sample
 * auditions and jobs that name them as their company posted for them, their
 * posters as their people (the first an owner, the rest casting), and how
 * each verified one came to be, kept as a decision would be.
 */
export async function addSampleProductions(tx: Transaction, now: Date) {
  for (const { verified, ...seed } of SAMPLE_PRODUCTIONS) {
    const verifiedAt = verified ? new Date(now.getTime() - verified.daysAgo * DAY_MS) : null;
    const [production] = await tx
      .insert(productions)
      .values({
        ...seed,
        createdAt: new Date(now.getTime() - 120 * DAY_MS),
        verifiedAt,
        verifiedMethod: verified?.method ?? null,
        verifiedDetail: verified?.detail ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: productions.id });
    if (!production) continue;
    const named = (table: typeof auditions | typeof jobs) =>
      tx
        .update(table)
        .set({ productionId: production.id })
        .where(and(eq(table.company, seed.name), isNotNull(table.posterId)))
        .returning({ posterId: table.posterId });
    const posters = [...(await named(auditions)), ...(await named(jobs))].map((row) => row.posterId!);
    const people = [...new Set(posters)];
    if (people.length > 0) {
      await tx
        .insert(productionMembers)
        .values(
          people.map((userId, index) => ({
            productionId: production.id,
            userId,
            role: index === 0 ? ("owner" as const) : ("casting" as const),
          })),
        )
        .onConflictDoNothing();
      await tx.update(productions).set({ createdBy: people[0] }).where(eq(productions.id, production.id));
    }
    if (verified && verifiedAt) {
      await tx.insert(productionVerificationEvents).values({
        productionId: production.id,
        action: "verified",
        method: verified.method,
        detail: verified.detail,
        reason: verified.reason,
        actorId: null,
        createdAt: verifiedAt,
      });
    }
  }
}
