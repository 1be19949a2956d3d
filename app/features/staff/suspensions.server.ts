import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles, user } from "~/db/schema";
import { ServiceError } from "~/lib/service-error";

export const SUSPENSION_MESSAGES = {
  notSuspended: "That account is not suspended.",
  lifted: (name: string) =>
    `${name}'s suspension is lifted: they can sign in again, and their profile and postings are shown again.`,
} as const;

/** The most suspended accounts the staff page lists at once, newest suspension first. */
const SUSPENDED_SHOWN = 100;

/** Suspended accounts, newest suspension first, with their profile's name and address where they have one. */
export async function listSuspendedAccounts(db: Database) {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      suspendedAt: user.suspendedAt,
      profileName: profiles.name,
      username: profiles.username,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(isNotNull(user.suspendedAt))
    .orderBy(desc(user.suspendedAt))
    .limit(SUSPENDED_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    name: row.profileName ?? row.name,
    email: row.email,
    username: row.username,
    suspendedAt: row.suspendedAt!.toISOString(),
  }));
}

/**
 * Lifts a suspension: the account may sign in again, and everything it made
 * is shown again as it was (a suspension hides, it deletes nothing but the
 * account's sessions; app/features/blocks/member-reach.server.ts).
 */
export async function liftSuspension(db: Database, accountId: string): Promise<string> {
  const [lifted] = await db
    .update(user)
    .set({ suspendedAt: null, updatedAt: new Date() })
    .where(and(eq(user.id, accountId), isNotNull(user.suspendedAt)))
    .returning({ name: user.name });
  if (!lifted) throw new ServiceError("not_found", SUSPENSION_MESSAGES.notSuspended);
  return SUSPENSION_MESSAGES.lifted(lifted.name);
}
