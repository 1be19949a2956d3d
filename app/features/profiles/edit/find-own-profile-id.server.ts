import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";

/** The id of the profile `userId` owns (an account has at most one), or null if it has none yet. */
export async function findOwnProfileId(db: Database, userId: string): Promise<number | null> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  return row?.id ?? null;
}
