import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { qualified } from "~/db/qualified-column";
import { creditConfirmations, mediaTitles, productionMembers, productions, profiles } from "~/db/schema";
import type { ProfileExperienceEntry } from "~/db/schema/talent";
import { mayReach, shownTo } from "~/features/blocks/member-reach.server";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { ServiceError } from "~/lib/service-error";
import { CONFIRMERS_PER_REQUEST, CREDIT_MESSAGES as M } from "./credit-messages";

/**
 * Credits confirmed by the people who worked on them (issue 27). A member's
 * credit linked to a library title may be confirmed by another member whose
 * own profile credits the same title, or by a member of the verified
 * production that made it (named among the title's producers). The credited
 * member asks; each asked person confirms or says they cannot.
 */

/** Who may confirm a credit on `mediaId`, as SQL over a user id column: decided here only. */
function mayConfirm(userIdColumn: typeof profiles.userId, mediaId: string) {
  return sql`(
    exists (select 1 from ${profiles} as own where own.user_id = ${qualified(userIdColumn)}
      and own.experience @> ${JSON.stringify([{ mediaId }])}::jsonb)
    or exists (select 1 from ${productionMembers}
      join ${productions} on ${productions.id} = ${productionMembers.productionId}
      join ${mediaTitles} on ${mediaTitles.id} = ${mediaId}
      where ${productionMembers.userId} = ${qualified(userIdColumn)} and ${productions.verifiedAt} is not null
        and lower(${productions.name}) in (select lower(producer) from unnest(${mediaTitles.producers}) as producer))
  )`;
}

/** The member's own profile and its credit on the title, or a refusal. */
async function ownCredit(db: Database | Transaction, userId: string, mediaId: string) {
  const [profile] = await db
    .select({ id: profiles.id, name: profiles.name, experience: profiles.experience })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const credit = profile?.experience.find(
    (entry): entry is Extract<ProfileExperienceEntry, { kind: "credit" }> =>
      entry.kind === "credit" && entry.mediaId === mediaId,
  );
  if (!profile || !credit) throw new ServiceError("invalid", M.noCredit);
  return { profile, credit };
}

/** The people the member may ask to confirm their credit on a title, with what each has answered so far. */
export async function listCoworkers(db: Database, userId: string, mediaId: string) {
  const { profile, credit } = await ownCredit(db, userId, mediaId);
  const [title] = await db
    .select({ title: mediaTitles.title })
    .from(mediaTitles)
    .where(eq(mediaTitles.id, mediaId));
  const people = await db
    .select({
      userId: profiles.userId,
      name: profiles.name,
      username: profiles.username,
      // Their own role on this title, as their credit says; a verified production's member without a
      // credit of their own shows their profile's role.
      role: sql<string>`coalesce((select entry->>'role' from jsonb_array_elements(${profiles.experience}) as entry
        where entry->>'mediaId' = ${mediaId} and entry->>'kind' = 'credit' limit 1), ${profiles.role})`,
      status: sql<string | null>`(select ${creditConfirmations.status} from ${creditConfirmations}
        where ${creditConfirmations.profileId} = ${profile.id} and ${creditConfirmations.mediaId} = ${mediaId}
        and ${creditConfirmations.confirmerId} = ${qualified(profiles.userId)})`,
    })
    .from(profiles)
    .where(
      and(
        isNotNull(profiles.userId),
        ne(profiles.userId, userId),
        shownTo(userId, profiles.userId),
        mayConfirm(profiles.userId, mediaId),
      ),
    )
    .orderBy(asc(profiles.name))
    .limit(50);
  return { title: title?.title ?? "", role: credit.role, people };
}

/** The member asks chosen co-workers to confirm their credit; each is told. Asking again re-asks those who said no. */
export async function requestConfirmations(
  db: Database,
  userId: string,
  mediaId: string,
  confirmerIds: string[],
) {
  const asked = [...new Set(confirmerIds)];
  if (asked.length === 0) throw new ServiceError("invalid", M.chooseSomeone);
  if (asked.length > CONFIRMERS_PER_REQUEST) throw new ServiceError("invalid", M.tooMany);
  const { profile, credit } = await ownCredit(db, userId, mediaId);
  const eligible = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(
      and(inArray(profiles.userId, asked), ne(profiles.userId, userId), mayConfirm(profiles.userId, mediaId)),
    );
  const reachable = await Promise.all(eligible.map((row) => mayReach(db, userId, row.userId!)));
  if (eligible.length !== asked.length || reachable.includes(false))
    throw new ServiceError("invalid", M.notCoworker);
  const [title] = await db
    .select({ title: mediaTitles.title })
    .from(mediaTitles)
    .where(eq(mediaTitles.id, mediaId));
  return changeAndNotify(db, async (tx, notify) => {
    let count = 0;
    for (const confirmerId of asked) {
      const [row] = await tx
        .insert(creditConfirmations)
        .values({ profileId: profile.id, mediaId, role: credit.role, confirmerId })
        .onConflictDoUpdate({
          target: [
            creditConfirmations.profileId,
            creditConfirmations.mediaId,
            creditConfirmations.confirmerId,
          ],
          set: { status: "requested", role: credit.role, createdAt: new Date(), answeredAt: null },
          // One who has confirmed is not asked again.
          setWhere: sql`${creditConfirmations.status} <> 'confirmed'`,
        })
        .returning({ id: creditConfirmations.id });
      if (!row) continue;
      count += 1;
      await notify({
        userId: confirmerId,
        actorId: userId,
        kind: "credit_confirmation",
        text: `${profile.name} asks you to confirm they worked on ${title?.title ?? "a title"} as ${credit.role}.`,
        link: "/credits",
        dedupeKey: `credit-confirmation:${row.id}:${Date.now()}`,
      });
    }
    return { message: M.asked(count) };
  });
}

/** The asked person confirms (if they still may) or says they cannot. Anyone else's request is "not found". */
export async function answerConfirmation(
  db: Database,
  confirmerId: string,
  requestId: number,
  confirm: boolean,
) {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(creditConfirmations)
      .where(and(eq(creditConfirmations.id, requestId), eq(creditConfirmations.status, "requested")))
      .for("update");
    if (!request || request.confirmerId !== confirmerId) throw new ServiceError("not_found", M.gone);
    if (confirm) {
      const [still] = await tx
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(and(eq(profiles.userId, confirmerId), mayConfirm(profiles.userId, request.mediaId)));
      if (!still) throw new ServiceError("forbidden", M.notCoworker);
    }
    await tx
      .update(creditConfirmations)
      .set({ status: confirm ? "confirmed" : "declined", answeredAt: new Date() })
      .where(eq(creditConfirmations.id, requestId));
    return { message: confirm ? M.confirmed : M.declined };
  });
}

/** Requests waiting for the member's answer, and the ones they sent, newest first. */
export async function listCreditRequests(db: Database, userId: string) {
  const credited = profiles;
  const waiting = await db
    .select({
      id: creditConfirmations.id,
      role: creditConfirmations.role,
      createdAt: creditConfirmations.createdAt,
      mediaId: creditConfirmations.mediaId,
      title: mediaTitles.title,
      name: credited.name,
      username: credited.username,
    })
    .from(creditConfirmations)
    .innerJoin(mediaTitles, eq(mediaTitles.id, creditConfirmations.mediaId))
    .innerJoin(credited, eq(credited.id, creditConfirmations.profileId))
    .where(
      and(
        eq(creditConfirmations.confirmerId, userId),
        eq(creditConfirmations.status, "requested"),
        shownTo(userId, credited.userId),
      ),
    )
    .orderBy(desc(creditConfirmations.createdAt))
    .limit(50);
  return waiting.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * Who confirmed each of a profile's credits, keyed by title and role, names
 * linked: a confirmation counts only while its credit keeps the role it was
 * confirmed for, and its confirmer is not suspended.
 */
export async function confirmationsOf(db: Database, profileId: number) {
  const rows = await db
    .select({
      mediaId: creditConfirmations.mediaId,
      role: creditConfirmations.role,
      name: profiles.name,
      username: profiles.username,
    })
    .from(creditConfirmations)
    .innerJoin(profiles, eq(profiles.userId, creditConfirmations.confirmerId))
    .where(
      and(
        eq(creditConfirmations.profileId, profileId),
        eq(creditConfirmations.status, "confirmed"),
        shownTo(null, creditConfirmations.confirmerId),
      ),
    )
    .orderBy(asc(profiles.name));
  const byCredit = new Map<string, { name: string; username: string }[]>();
  for (const row of rows) {
    const key = creditKey(row.mediaId, row.role);
    byCredit.set(key, [...(byCredit.get(key) ?? []), { name: row.name, username: row.username }]);
  }
  return byCredit;
}

export const creditKey = (mediaId: string, role: string) => `${mediaId}\n${role}`;

/**
 * After a profile save: confirmations of credits whose title or role changed
 * (or that are gone) are removed, in the save's transaction. What was
 * confirmed was that exact credit.
 */
export async function forgetChangedCredits(
  tx: Transaction,
  profileId: number,
  experience: ProfileExperienceEntry[],
) {
  const kept = new Set(
    experience.flatMap((entry) =>
      entry.kind === "credit" && entry.mediaId ? [creditKey(entry.mediaId, entry.role)] : [],
    ),
  );
  const existing = await tx
    .select({
      id: creditConfirmations.id,
      mediaId: creditConfirmations.mediaId,
      role: creditConfirmations.role,
    })
    .from(creditConfirmations)
    .where(eq(creditConfirmations.profileId, profileId));
  const stale = existing.filter((row) => !kept.has(creditKey(row.mediaId, row.role))).map((row) => row.id);
  if (stale.length > 0) await tx.delete(creditConfirmations).where(inArray(creditConfirmations.id, stale));
}
