import { eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema";

/** Whether staff have suspended this account (issue 12). */
export async function isSuspended(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ suspendedAt: user.suspendedAt }).from(user).where(eq(user.id, userId));
  return Boolean(row?.suspendedAt);
}

/** For a query's where: the account in `column` is not suspended (a profile without one is kept). */
export function notSuspended(column: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${user} where ${user.id} = ${column} and ${user.suspendedAt} is not null)`;
}
