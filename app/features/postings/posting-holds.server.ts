import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { productions, profiles, user } from "~/db/schema";
import { changeAndNotify, type Notify } from "~/features/notifications/notify.server";
import { ServiceError } from "~/lib/service-error";
import { moneyAskIn } from "./asks-for-money";
import { queueJobAlerts } from "./kinds/job/job-alerts.server";
import { POSTING_KIND_DEFINITIONS, POSTING_KINDS, type PostingKind } from "./posting-kinds";
import { postingPath } from "./posting-path";
import { POSTINGS } from "./posting-tables.server";

/**
 * Postings held because they ask applicants for money: hidden
 * from every list and page but their poster's (shownPostings) until our staff
 * release them, or refuse them, which closes them. The poster is told why at
 * each step.
 */

export const HOLD_MESSAGES = {
  heldToast: (noun: string) =>
    `Your ${noun} is saved but held for review: it seems to ask applicants for money. Rangmanch never lets a posting charge applicants; our staff will release it if we are wrong.`,
  // Never the words that matched (decision 060): quoting them would teach the poster what to reword.
  notice: (noun: string, title: string) =>
    `Your ${noun} “${title}” is held for review: its words seem to ask applicants for money. Genuine casting calls never charge applicants. Edit it to remove the charge; our staff will release it if we are wrong.`,
  released: "Released: the posting is public again.",
  refused: "Refused: the posting is closed and its poster told why.",
  notHeld: "This posting is not held.",
} as const;

type HeldPosting = { kind: PostingKind; id: number; title: string; posterId: string | null };

/**
 * Holds a posting whose words ask for money, in the caller's transaction, and
 * tells its poster; a posting already held stays held (only staff release it).
 * `texts` are the posting's own words; the about of the production it is
 * posted for, shown beside it, is read here, in the same transaction, after
 * the caller saved the posting. Returns the rule that matched (kept as
 * heldReason for staff), "held" when it was held already, or null.
 */
export async function holdIfAsksForMoney(
  tx: Transaction,
  notify: Notify,
  posting: HeldPosting,
  texts: readonly (string | null | undefined)[],
  now = new Date(),
): Promise<string | null> {
  const { table, heldAt } = POSTINGS[posting.kind];
  const [current] = await tx
    .select({ heldAt, about: productions.about })
    .from(table)
    .leftJoin(productions, eq(productions.id, table.productionId))
    .where(eq(table.id, posting.id));
  if (current?.heldAt) return "held";
  const found = moneyAskIn([...texts, current?.about]);
  if (!found) return null;
  await tx.update(table).set({ heldAt: now, heldReason: found.rule }).where(eq(table.id, posting.id));
  if (posting.posterId) {
    await notify({
      userId: posting.posterId,
      kind: "posting_held",
      text: HOLD_MESSAGES.notice(POSTING_KIND_DEFINITIONS[posting.kind].noun, posting.title),
      link: postingPath(posting),
      dedupeKey: `posting-held:${posting.kind}:${posting.id}:${now.getTime()}`,
    });
  }
  return found.rule;
}

/** Whether a posting is held now: asked by applying, so a held posting takes no applications. */
export async function isHeld(db: Database | Transaction, kind: PostingKind, id: number) {
  const { table, heldAt } = POSTINGS[kind];
  const [row] = await db.select({ heldAt }).from(table).where(eq(table.id, id));
  return Boolean(row?.heldAt);
}

/** The postings held and not yet answered, newest first, for the staff queue. */
export async function listHeldPostings(db: Database) {
  const rows = await Promise.all(
    POSTING_KINDS.map((kind) => {
      const { table, title, posterId, heldAt } = POSTINGS[kind];
      return db
        .select({
          id: table.id,
          title,
          heldAt: sql<Date>`${heldAt}`.mapWith((value) => new Date(value)),
          reason: sql<string>`${table.heldReason}`,
          posterName: profiles.name,
          posterUsername: profiles.username,
          posterEmail: user.email,
        })
        .from(table)
        .leftJoin(profiles, eq(profiles.userId, posterId))
        .leftJoin(user, eq(user.id, posterId))
        .where(and(isNotNull(heldAt), isNull(table.closedAt)))
        .orderBy(desc(heldAt))
        .limit(50)
        .then((found) => found.map((row) => ({ ...row, kind })));
    }),
  );
  return rows.flat().sort((one, other) => other.heldAt.getTime() - one.heldAt.getTime());
}

async function heldPosting(tx: Transaction, kind: PostingKind, id: number) {
  const { table, title, posterId, heldAt } = POSTINGS[kind];
  const [row] = await tx
    .select({ title, posterId })
    .from(table)
    .where(and(eq(table.id, id), isNotNull(heldAt), isNull(table.closedAt)))
    .for("update");
  if (!row) throw new ServiceError("not_found", HOLD_MESSAGES.notHeld);
  return { kind, id, title: row.title, posterId: row.posterId };
}

/**
 * Staff release a held posting: it is public again, and its poster is told. A
 * job released now reaches the job alerts it was held from, matched by the
 * queued job a new job's posting queues (in this transaction, so a release
 * rolled back alerts nobody and none is lost when the process stops).
 */
export async function releaseHeldPosting(db: Database, kind: PostingKind, id: number, now = new Date()) {
  return changeAndNotify(db, async (tx, notify) => {
    const posting = await heldPosting(tx, kind, id);
    const { table } = POSTINGS[kind];
    await tx.update(table).set({ heldAt: null, heldReason: null }).where(eq(table.id, id));
    if (kind === "job") await queueJobAlerts(tx, id, now);
    if (posting.posterId) {
      await notify({
        userId: posting.posterId,
        kind: "posting_held",
        text: `Our staff released your ${POSTING_KIND_DEFINITIONS[kind].noun} “${posting.title}”: it is public again.`,
        link: postingPath(posting),
        dedupeKey: `posting-released:${kind}:${id}`,
      });
    }
    return { message: HOLD_MESSAGES.released };
  });
}

/** Staff refuse a held posting: it closes, stays hidden, and its poster is told why. */
export async function refuseHeldPosting(
  db: Database,
  kind: PostingKind,
  id: number,
  reason: string,
  now = new Date(),
) {
  return changeAndNotify(db, async (tx, notify) => {
    const posting = await heldPosting(tx, kind, id);
    const { table } = POSTINGS[kind];
    await tx.update(table).set({ closedAt: now, closedReason: "closed" }).where(eq(table.id, id));
    if (posting.posterId) {
      await notify({
        userId: posting.posterId,
        kind: "posting_held",
        text: `Our staff refused your ${POSTING_KIND_DEFINITIONS[kind].noun} “${posting.title}”, which stays closed: ${reason}`,
        link: postingPath(posting),
        dedupeKey: `posting-refused:${kind}:${id}`,
      });
    }
    return { message: HOLD_MESSAGES.refused };
  });
}
