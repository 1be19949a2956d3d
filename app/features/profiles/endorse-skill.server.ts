import { and, count, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { profiles, skillEndorsements } from "~/db/schema";

export const ENDORSE_MESSAGES = {
  added: "Endorsement added",
  self: "You cannot endorse your own skills.",
  unknownSkill: "That skill is not on this profile.",
  missing: "That profile no longer exists.",
} as const;

export type SkillEndorsement = { skill: string; count: number; endorsedByViewer: boolean };

/** Each skill on the profile with its endorsement count, and whether the viewer endorsed it. */
export async function listSkillEndorsements(
  profileId: number,
  skills: string[],
  viewerId: string | null,
): Promise<SkillEndorsement[]> {
  const db = getDb();
  const counts = await db
    .select({ skill: skillEndorsements.skill, n: count() })
    .from(skillEndorsements)
    .where(eq(skillEndorsements.profileId, profileId))
    .groupBy(skillEndorsements.skill);
  const mine = viewerId
    ? await db
        .select({ skill: skillEndorsements.skill })
        .from(skillEndorsements)
        .where(and(eq(skillEndorsements.profileId, profileId), eq(skillEndorsements.endorserId, viewerId)))
    : [];
  return skills.map((skill) => ({
    skill,
    count: counts.find((row) => row.skill === skill)?.n ?? 0,
    endorsedByViewer: mine.some((row) => row.skill === skill),
  }));
}

/** Endorses one of the profile's skills, once per person; nobody endorses themselves. */
export async function endorseSkill(
  profileId: number,
  skill: string,
  endorserId: string,
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const db = getDb();
  const [profile] = await db
    .select({ userId: profiles.userId, skills: profiles.skills })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!profile) return { ok: false, status: 404, message: ENDORSE_MESSAGES.missing };
  if (profile.userId === endorserId) return { ok: false, status: 400, message: ENDORSE_MESSAGES.self };
  if (!profile.skills.includes(skill))
    return { ok: false, status: 400, message: ENDORSE_MESSAGES.unknownSkill };
  await db.insert(skillEndorsements).values({ profileId, skill, endorserId }).onConflictDoNothing();
  return { ok: true };
}
