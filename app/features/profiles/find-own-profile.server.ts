import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";

/** The profile `userId` owns (an account has at most one), or null if it has none yet. */
export async function findOwnProfile(db: Database, userId: string) {
  const [row] = await db
    .select({ id: profiles.id, username: profiles.username })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? null;
}
