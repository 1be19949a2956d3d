import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { account } from "~/db/schema";

/** Whether the account signs in with a password (not only through a social provider). */
export async function hasPassword(db: Database, userId: string) {
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), isNotNull(account.password)));
  return rows.length > 0;
}
