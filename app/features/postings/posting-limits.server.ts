import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { ServiceError } from "~/lib/service-error";
import { POSTING_KIND_DEFINITIONS, type PostingKind } from "./posting-kinds";
import { POSTINGS } from "./posting-tables.server";

/**
 * How many postings of one kind one member may publish in 24 hours
 * (decision 057: 25 jobs were once posted in 0.8 s, and every alert
 * subscriber heard of each).
 * Ten casting calls a day is more than any real production posts.
 */
export const POSTINGS_PER_DAY = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

export const POSTING_LIMIT_MESSAGE = (kind: PostingKind) =>
  `You have posted ${POSTINGS_PER_DAY} ${POSTING_KIND_DEFINITIONS[kind].noun}s in the last 24 hours, the most one member may. Please post again tomorrow; nothing you typed is lost.`;

/**
 * Refuses a new posting (429, in words) when its poster has published the
 * day's most of this kind. Called in the transaction that inserts it: the
 * poster's lock for this kind is held until it commits, so a burst of posts
 * sent at once is counted one after another, not all against the same count.
 */
export async function refuseOverDailyLimit(
  tx: Transaction,
  kind: PostingKind,
  posterId: string,
  now = new Date(),
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`posting:${kind}:${posterId}`}))`);
  const { table, posterId: poster, createdAt } = POSTINGS[kind];
  const [posted] = await tx
    .select({ count: count() })
    .from(table)
    .where(and(eq(poster, posterId), gt(createdAt, new Date(now.getTime() - DAY_MS))));
  if ((posted?.count ?? 0) >= POSTINGS_PER_DAY) {
    throw new ServiceError("rate_limited", POSTING_LIMIT_MESSAGE(kind));
  }
}
