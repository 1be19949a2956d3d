import { and, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "~/db/client.server";
import { profiles, session, user } from "~/db/schema";
import { ServiceError } from "~/lib/service-error";

/**
 * Suspension, in one place: staff suspend an account (deciding a report,
 * features/staff/moderate-reports.server.ts) and lift it (the staff page's
 * "Suspended accounts"); every feature asks here whether an account is
 * suspended. A suspension hides, it deletes nothing but the account's
 * sessions: while it lasts the account cannot sign in, and its profile,
 * postings, posts and messages are shown to nobody
 * (app/features/blocks/member-reach.server.ts, decision 055).
 */
export const SUSPENSION_MESSAGES = {
  notSuspended: "That account is not suspended.",
  lifted: (name: string) =>
    `${name}'s suspension is lifted: they can sign in again, and their profile and postings are shown again.`,
} as const;

/** The most suspended accounts the staff page lists at once, newest suspension first. */
const SUSPENDED_SHOWN = 100;

/**
 * Suspends the account and signs it out everywhere, in the caller's
 * transaction; true when it was not suspended before (so whoever counts on
 * its postings is told once, not at every later report).
 */
export async function suspendAccount(tx: Transaction, accountId: string, now: Date): Promise<boolean> {
  const suspended = await tx
    .update(user)
    .set({ suspendedAt: now })
    .where(and(eq(user.id, accountId), isNull(user.suspendedAt)))
    .returning({ id: user.id });
  await tx.delete(session).where(eq(session.userId, accountId));
  return suspended.length > 0;
}

/**
 * Lifts a suspension: the account may sign in again, and everything it made
 * is shown again as it was. Answers the staff page's message.
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

/** Whether staff have suspended this account. */
export async function isSuspended(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ suspended: accountSuspended() }).from(user).where(eq(user.id, userId));
  return Boolean(row?.suspended);
}

/** For a query that reads the `user` table: this row's account is suspended. */
export function accountSuspended(): SQL<boolean> {
  return sql<boolean>`${user.suspendedAt} is not null`;
}

/** For a query that reads the `user` table: this row's account is not suspended. */
export function accountNotSuspended(): SQL {
  return isNull(user.suspendedAt);
}

/** For a query's where: the account in `column` is not suspended (a profile without one is kept). */
export function notSuspended(column: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${user} where ${user.id} = ${column} and ${user.suspendedAt} is not null)`;
}
