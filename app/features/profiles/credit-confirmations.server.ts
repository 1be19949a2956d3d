import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { qualified } from "~/db/qualified-column";
import { creditConfirmations, mediaTitles, profiles, user } from "~/db/schema";
import type { ProfileExperienceEntry } from "~/db/schema/talent";
import { mayReach, shownTo } from "~/features/blocks/member-reach.server";
import { changeAndNotify } from "~/features/notifications/notify.server";
import { confirmersFor, countedConfirmations } from "~/features/productions/credit-trust.server";
import { ServiceError } from "~/lib/service-error";
import { accountAge } from "./account-age";
import { CONFIRMERS_PER_REQUEST, CREDIT_MESSAGES as M } from "./credit-messages";
import { mayAskAgain, refuseAskedRecently } from "./credit-request-limit.server";

/**
 * Credits confirmed by the people who worked on them. The credited
 * member asks; each asked person confirms or says they cannot. Who may confirm,
 * and which confirmations count, is decided in productions/credit-trust.server.ts
 * (decision 066): a member of a verified production our staff linked to the
 * title, or someone whose own credit there is confirmed by someone else.
 * People are named to the page by profile id, never by account id.
 */

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

/**
 * The people the member might ask to confirm their credit on a title: those
 * whose word would count now (`mayConfirm`), then others credited on the title
 * and those already asked, who cannot confirm until their own credit there is
 * confirmed. Each with their role there, what they answered, and how long
 * their account has existed.
 */
export async function listCoworkers(db: Database, userId: string, mediaId: string, now = new Date()) {
  const { profile, credit } = await ownCredit(db, userId, mediaId);
  const [[title], confirmers] = await Promise.all([
    db.select({ title: mediaTitles.title }).from(mediaTitles).where(eq(mediaTitles.id, mediaId)),
    confirmersFor(db, mediaId, userId),
  ]);
  const trusted = [...confirmers];
  const mayConfirm = trusted.length > 0 ? inArray(profiles.userId, trusted) : sql`false`;
  const rows = await db
    .select({
      profileId: profiles.id,
      userId: profiles.userId,
      name: profiles.name,
      username: profiles.username,
      // Their own role on this title, as their credit says; a linked production's member without a
      // credit of their own shows their profile's role.
      role: sql<string>`coalesce((select entry->>'role' from jsonb_array_elements(${qualified(profiles.experience)}) as entry
        where entry->>'mediaId' = ${mediaId} and entry->>'kind' = 'credit' limit 1), ${profiles.role})`,
      status: sql<string | null>`(select ${creditConfirmations.status} from ${creditConfirmations}
        where ${creditConfirmations.profileId} = ${profile.id} and ${creditConfirmations.mediaId} = ${mediaId}
        and ${creditConfirmations.confirmerId} = ${qualified(profiles.userId)})`,
      joinedAt: user.createdAt,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(
      and(
        isNotNull(profiles.userId),
        ne(profiles.userId, userId),
        shownTo(userId, profiles.userId),
        or(
          mayConfirm,
          sql`${profiles.experience} @> ${JSON.stringify([{ mediaId }])}::jsonb`,
          sql`exists (select 1 from ${creditConfirmations} where ${creditConfirmations.profileId} = ${profile.id}
            and ${creditConfirmations.mediaId} = ${mediaId} and ${creditConfirmations.confirmerId} = ${qualified(profiles.userId)})`,
        ),
      ),
    )
    // Those who may confirm first, so the limit never leaves one of them out for someone who cannot.
    .orderBy(...(trusted.length > 0 ? [sql`(${mayConfirm}) desc`] : []), asc(profiles.name))
    .limit(50);
  const people = rows.map(({ userId: personId, joinedAt, ...person }) => ({
    ...person,
    mayConfirm: personId !== null && confirmers.has(personId),
    accountAge: accountAge(joinedAt, now),
  }));
  return { title: title?.title ?? "", role: credit.role, people };
}

/**
 * The member asks chosen people (by profile id) to confirm their credit; each
 * is told. Only those whose word would count may be asked. Asking again
 * re-asks those who said no.
 */
export async function requestConfirmations(
  db: Database,
  userId: string,
  mediaId: string,
  confirmerProfileIds: number[],
) {
  const asked = [...new Set(confirmerProfileIds)];
  if (asked.length === 0) throw new ServiceError("invalid", M.chooseSomeone);
  if (asked.length > CONFIRMERS_PER_REQUEST) throw new ServiceError("invalid", M.tooMany);
  const { profile, credit } = await ownCredit(db, userId, mediaId);
  const [chosen, confirmers] = await Promise.all([
    db.select({ userId: profiles.userId }).from(profiles).where(inArray(profiles.id, asked)),
    confirmersFor(db, mediaId, userId),
  ]);
  const accounts = chosen.flatMap((row) => (row.userId ? [row.userId] : []));
  if (accounts.length !== asked.length || accounts.some((account) => !confirmers.has(account)))
    throw new ServiceError("invalid", M.notCoworker);
  const reachable = await Promise.all(accounts.map((account) => mayReach(db, userId, account)));
  if (reachable.includes(false)) throw new ServiceError("invalid", M.notCoworker);
  const [title] = await db
    .select({ title: mediaTitles.title })
    .from(mediaTitles)
    .where(eq(mediaTitles.id, mediaId));
  return changeAndNotify(db, async (tx, notify) => {
    await refuseAskedRecently(tx, profile.id, mediaId, accounts);
    let count = 0;
    for (const confirmerId of accounts) {
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
          // One who has confirmed is not asked again; anyone else once a week at most (credit-request-limit).
          setWhere: sql`${creditConfirmations.status} <> 'confirmed' and ${mayAskAgain()}`,
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

/**
 * The asked person confirms (if their word would still count) or says they
 * cannot. Anyone else's request is "not found".
 */
export async function answerConfirmation(
  db: Database,
  confirmerId: string,
  requestId: number,
  confirm: boolean,
) {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        confirmerId: creditConfirmations.confirmerId,
        mediaId: creditConfirmations.mediaId,
        ownerId: profiles.userId,
      })
      .from(creditConfirmations)
      .innerJoin(profiles, eq(profiles.id, creditConfirmations.profileId))
      .where(and(eq(creditConfirmations.id, requestId), eq(creditConfirmations.status, "requested")))
      .for("update", { of: creditConfirmations });
    if (!request || request.confirmerId !== confirmerId) throw new ServiceError("not_found", M.gone);
    if (confirm && !(await confirmersFor(tx, request.mediaId, request.ownerId ?? "")).has(confirmerId))
      throw new ServiceError("forbidden", M.notCoworker);
    await tx
      .update(creditConfirmations)
      .set({ status: confirm ? "confirmed" : "declined", answeredAt: new Date() })
      .where(eq(creditConfirmations.id, requestId));
    return { message: confirm ? M.confirmed : M.declined };
  });
}

/** Requests waiting for the member's answer, newest first, with how long each asker's account has existed. */
export async function listCreditRequests(db: Database, userId: string, now = new Date()) {
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
      joinedAt: user.createdAt,
    })
    .from(creditConfirmations)
    .innerJoin(mediaTitles, eq(mediaTitles.id, creditConfirmations.mediaId))
    .innerJoin(credited, eq(credited.id, creditConfirmations.profileId))
    .innerJoin(user, eq(user.id, credited.userId))
    .where(
      and(
        eq(creditConfirmations.confirmerId, userId),
        eq(creditConfirmations.status, "requested"),
        shownTo(userId, credited.userId),
      ),
    )
    .orderBy(desc(creditConfirmations.createdAt))
    .limit(50);
  return waiting.map(({ joinedAt, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    accountAge: accountAge(joinedAt, now),
  }));
}

/**
 * Who confirmed each of a profile's credits, keyed by title and role, names
 * linked: only the confirmations that count now (productions/credit-trust),
 * which leaves out a changed role and a suspended confirmer too.
 */
export async function confirmationsOf(db: Database, profileId: number) {
  const counted = (
    await countedConfirmations(
      db,
      sql`select distinct media_id from ${creditConfirmations}
        where profile_id = ${profileId} and status = 'confirmed'`,
    )
  ).filter((row) => row.profileId === profileId);
  const byCredit = new Map<string, { name: string; username: string }[]>();
  if (counted.length === 0) return byCredit;
  const confirmers = await db
    .select({ userId: profiles.userId, name: profiles.name, username: profiles.username })
    .from(profiles)
    .where(
      inArray(
        profiles.userId,
        counted.map((row) => row.confirmerId),
      ),
    )
    .orderBy(asc(profiles.name));
  for (const confirmer of confirmers) {
    for (const row of counted.filter((one) => one.confirmerId === confirmer.userId)) {
      const key = creditKey(row.mediaId, row.role);
      byCredit.set(key, [
        ...(byCredit.get(key) ?? []),
        { name: confirmer.name, username: confirmer.username },
      ]);
    }
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
