import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";

/** Parts of a profile that casting teams look for first; a new member is pointed at what is missing. */
export type ProfileGap = "photo" | "bio" | "skills" | "experience";

export type ProfileChecklist = { profileId: number; username: string; gaps: ProfileGap[] };

/** What the member's profile still lacks, in the order worth filling; null if they have no profile. */
export async function getProfileChecklist(db: Database, userId: string): Promise<ProfileChecklist | null> {
  const [row] = await db
    .select({
      profileId: profiles.id,
      username: profiles.username,
      hasPhoto: sql<boolean>`(${profiles.imageId} is not null or ${profiles.staticImageUrl} is not null)`,
      bioLength: sql<number>`char_length(${profiles.bio})`,
      skillCount: sql<number>`cardinality(${profiles.skills})`,
      experienceCount: sql<number>`jsonb_array_length(${profiles.experience})`,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!row) return null;
  const gaps: ProfileGap[] = [];
  if (!row.hasPhoto) gaps.push("photo");
  if (Number(row.bioLength) === 0) gaps.push("bio");
  if (Number(row.skillCount) === 0) gaps.push("skills");
  if (Number(row.experienceCount) === 0) gaps.push("experience");
  return { profileId: row.profileId, username: row.username, gaps };
}
