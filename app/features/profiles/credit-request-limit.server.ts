import { and, desc, eq, gt, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { creditConfirmations, profiles } from "~/db/schema";
import { formatLongDate } from "~/lib/dates";
import { rateLimited } from "~/lib/service-error";

/** One person is asked about one credit at most once in this many days (the attack review: 10 asks, 10 emails). */
const CREDIT_ASK_AGAIN_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

const clock = new Intl.DateTimeFormat("en-IN", {
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Asia/Kolkata",
});

/** "3:05 pm on 10 December 2026", in India: the moment, since a day alone would refuse the morning of it. */
function momentWords(date: Date) {
  return `${clock.format(date).toLowerCase()} on ${formatLongDate(date)}`;
}

const CREDIT_REQUEST_LIMIT_MESSAGES = {
  askedRecently: (people: { name: string; again: string }[]) =>
    people.length === 1
      ? `You asked ${people[0]!.name} about this credit less than ${CREDIT_ASK_AGAIN_DAYS} days ago. You can ask them again from ${people[0]!.again}.`
      : `You asked some of them about this credit less than ${CREDIT_ASK_AGAIN_DAYS} days ago: ${people
          .map((person) => `${person.name} can be asked again from ${person.again}`)
          .join(", ")}. Ask the others without them.`,
} as const;

/** When the last ask counts as recent: asked after this, one may not be asked again yet. */
function askedSince(now: Date) {
  return new Date(now.getTime() - CREDIT_ASK_AGAIN_DAYS * DAY_MS);
}

/**
 * Refuses a request that would ask anyone again about this credit (profile
 * and title) within CREDIT_ASK_AGAIN_DAYS of when they were last asked, whatever
 * they answered (one who confirmed is never asked again), saying from when each
 * may be asked. Read in the request's transaction; the upsert's own condition
 * (`mayAskAgain`) keeps two requests sent at once from both asking.
 */
export async function refuseAskedRecently(
  tx: Transaction,
  profileId: number,
  mediaId: string,
  confirmerIds: string[],
  now = new Date(),
) {
  if (confirmerIds.length === 0) return;
  const recent = await tx
    .select({ askedAt: creditConfirmations.createdAt, name: profiles.name })
    .from(creditConfirmations)
    .innerJoin(profiles, eq(profiles.userId, creditConfirmations.confirmerId))
    .where(
      and(
        eq(creditConfirmations.profileId, profileId),
        eq(creditConfirmations.mediaId, mediaId),
        inArray(creditConfirmations.confirmerId, confirmerIds),
        ne(creditConfirmations.status, "confirmed"),
        gt(creditConfirmations.createdAt, askedSince(now)),
      ),
    )
    .orderBy(desc(creditConfirmations.createdAt));
  if (recent.length === 0) return;
  const again = (askedAt: Date) => new Date(askedAt.getTime() + CREDIT_ASK_AGAIN_DAYS * DAY_MS);
  const latest = again(recent[0]!.askedAt);
  throw rateLimited(
    CREDIT_REQUEST_LIMIT_MESSAGES.askedRecently(
      recent.map((row) => ({ name: row.name, again: momentWords(again(row.askedAt)) })),
    ),
    Math.max(1, Math.ceil((latest.getTime() - now.getTime()) / 1000)),
  );
}

/** For the request's upsert: a row is asked again only when its last ask is CREDIT_ASK_AGAIN_DAYS old. */
export function mayAskAgain(now = new Date()): SQL {
  return sql`${creditConfirmations.createdAt} <= ${askedSince(now).toISOString()}::timestamptz`;
}
