import { count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles, skillEndorsements } from "~/db/schema";
import { findNoticeActor } from "~/features/notifications/notice-actor.server";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { countWrite } from "~/features/security/rate-limit.server";
import { ServiceError } from "~/lib/service-error";

export const ENDORSE_MESSAGES = {
  added: "Endorsement added",
  self: "You cannot endorse your own skills.",
  unknownSkill: "That skill is not on this profile.",
  missing: "That profile no longer exists.",
} as const;

export type SkillEndorsement = { skill: string; count: number; endorsedByViewer: boolean };

/** How many people endorsed each of the profile's skills: the same for every viewer. */
export async function countEndorsements(db: Database, profileId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ skill: skillEndorsements.skill, n: count() })
    .from(skillEndorsements)
    .where(eq(skillEndorsements.profileId, profileId))
    .groupBy(skillEndorsements.skill);
  return new Map(rows.map((row) => [row.skill, row.n]));
}

/**
 * Each of the profile's `skills` with its endorsement count, and whether the
 * viewer endorsed it (`endorsedByViewer`: the skills they did, empty when signed out).
 */
export function skillEndorsementsFor(
  skills: readonly string[],
  counts: ReadonlyMap<string, number>,
  endorsedByViewer: readonly string[],
): SkillEndorsement[] {
  return skills.map((skill) => ({
    skill,
    count: counts.get(skill) ?? 0,
    endorsedByViewer: endorsedByViewer.includes(skill),
  }));
}

/**
 * Endorses one of the profile's skills, once per person (again changes
 * nothing), counted against the account's write limit; nobody endorses themselves.
 * The profile's owner hears of a new endorsement, once per person and skill.
 */
export async function endorseSkill(db: Database, endorserId: string, profileId: number, skill: string) {
  await countWrite(db, endorserId);
  const [profile] = await db
    .select({ userId: profiles.userId, username: profiles.username, skills: profiles.skills })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!profile) throw new ServiceError("not_found", ENDORSE_MESSAGES.missing);
  if (profile.userId === endorserId) throw new ServiceError("invalid", ENDORSE_MESSAGES.self);
  if (!profile.skills.includes(skill)) throw new ServiceError("invalid", ENDORSE_MESSAGES.unknownSkill);
  const ownerId = profile.userId;
  await changeAndNotify(db, async (tx, notify) => {
    const added = await tx
      .insert(skillEndorsements)
      .values({ profileId, skill, endorserId })
      .onConflictDoNothing()
      .returning({ skill: skillEndorsements.skill });
    if (added.length === 0 || !ownerId) return;
    const endorser = await findNoticeActor(tx, endorserId);
    await notify({
      userId: ownerId,
      kind: "endorsement",
      actorId: endorserId,
      text: `${endorser.name} endorsed your skill ${skill}`,
      link: `/u/${profile.username}#skills`,
      dedupeKey: `endorsement:${profileId}:${endorserId}:${skill}`,
    });
  });
}
