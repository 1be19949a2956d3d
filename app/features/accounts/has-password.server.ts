import { and, eq, isNotNull } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { account } from "~/db/schema";

/** Whether the account signs in with a password (not only through a social provider). */
export async function hasPassword(userId: string) {
  const rows = await getDb()
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), isNotNull(account.password)));
  return rows.length > 0;
}
