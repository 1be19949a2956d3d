import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { profiles } from "~/db/schema";

/** What the header shows of the signed-in person's profile. */
export async function getProfileSummary(userId: string) {
  const [row] = await getDb()
    .select({ id: profiles.id, username: profiles.username, imageUrl: profiles.imageUrl })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? null;
}
