import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";
import { ReadCache } from "~/lib/read-cache.server";

export type ProfileSummary = { id: number; username: string; imageUrl: string | null };

/** Read on every signed-in page; kept for a few seconds (app/lib/read-cache.server.ts). */
const summaries = new ReadCache<ProfileSummary | null>("profile summaries", 5_000);

/** What the header shows of the signed-in person's profile. */
export function getProfileSummary(db: Database, userId: string): Promise<ProfileSummary | null> {
  return summaries.read(userId, () => readProfileSummary(db, userId));
}

async function readProfileSummary(db: Database, userId: string) {
  const [row] = await db
    .select({ id: profiles.id, username: profiles.username, imageUrl: profilePhotoColumn(profiles) })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? null;
}
