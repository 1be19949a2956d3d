import { eq, lte, sql } from "drizzle-orm";
import { type Database, getDb } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { rateLimited } from "~/lib/service-error";

export type LimitRule = { max: number; windowSeconds: number };

/** The abuse limits, in one place. */
export const LIMITS = {
  /**
   * Sign-in attempts per account and address, counted before the password is
   * checked (so a concurrent burst cannot slip past) and cleared by a success.
   */
  signInFailures: { max: 5, windowSeconds: 5 * 60 },
  /** Sign-in attempts on one account from any address: past `max`, each attempt is slowed, never refused. */
  signInFailuresPerAccount: { max: 20, windowSeconds: 60 * 60 },
  /**
   * Failed sign-ins from one address across all accounts (password spraying).
   * Over `max`, each attempt is slowed (signInDelayMs), not refused: an office
   * or a campus shares one address, and one person's typos must not lock out
   * the rest.
   */
  signInFailuresPerAddress: { max: 30, windowSeconds: 15 * 60 },
  /** The same count's last resort: past this many in its window the address is refused until the window ends. */
  signInFailuresPerAddressCeiling: { max: 100, windowSeconds: 15 * 60 },
  /** Current-password checks (change password, delete account) per account. */
  currentPasswordChecks: { max: 5, windowSeconds: 15 * 60 },
  /** Email-change requests per account: each one sends mail to an address the requester chose. */
  emailChangesPerAccount: { max: 3, windowSeconds: 60 * 60 },
  /** Email-change mails to one address, whichever accounts asked: nobody is mailed through us in bulk. */
  emailChangesPerRecipient: { max: 3, windowSeconds: 24 * 60 * 60 },
  signUpPerEmail: { max: 5, windowSeconds: 60 * 60 },
  signUpPerAddress: { max: 20, windowSeconds: 60 * 60 },
  resetPerEmail: { max: 3, windowSeconds: 15 * 60 },
  resetPerAddress: { max: 10, windowSeconds: 15 * 60 },
  /** Image uploads per account: each one is decoded and re-encoded, which costs real CPU and memory. */
  imageUploadsPerAccount: { max: 30, windowSeconds: 60 * 60 },
  /** Follows, endorsements, connection requests, reviews and profile saves, per account. */
  profileWritesPerAccount: { max: 60, windowSeconds: 60 },
  /** Messages sent per account: a fast conversation, never a flood. */
  messagesPerAccount: { max: 30, windowSeconds: 60 },
  /** New people one account may start a conversation with per day; replies are never counted. */
  newRecipientsPerAccount: { max: 20, windowSeconds: 24 * 60 * 60 },
  /** Feed posts per account. */
  postsPerAccount: { max: 10, windowSeconds: 60 },
  /** Feed and news comments per account. */
  commentsPerAccount: { max: 30, windowSeconds: 60 },
  /** The default for every write (any POST), per signed-in account: the root middleware counts it. */
  writesPerAccount: { max: 120, windowSeconds: 60 },
  /**
   * The default for every write by a signed-out visitor, per address: the root
   * middleware counts it. As generous as the signed-in one, since everyone
   * behind one carrier-grade NAT shares it; the routes anyone may post to have
   * stricter limits of their own.
   */
  anonymousWritesPerAddress: { max: 120, windowSeconds: 60 },
  /** Each public form (contact, newsletter, feedback, advertising) per address. */
  publicFormPerAddress: { max: 5, windowSeconds: 10 * 60 },
  /** Rows written without a form: CSP reports, browser error reports and 404s, per address and kind. */
  cspReportsPerAddress: { max: 10, windowSeconds: 10 * 60 },
  clientErrorsPerAddress: { max: 10, windowSeconds: 10 * 60 },
  notFoundEventsPerAddress: { max: 30, windowSeconds: 10 * 60 },
  /** Session starts, and session ends (each hiding of a tab sends one), per address and kind. */
  sessionEventsPerAddress: { max: 60, windowSeconds: 10 * 60 },
  /** Searches one address may add to the trending count (talent search); more still search, uncounted. */
  searchTermsPerAddress: { max: 20, windowSeconds: 10 * 60 },
  /** Failed sign-ins and refusals stored as security events, per address and kind; the rest are dropped. */
  securityEventsPerAddress: { max: 20, windowSeconds: 10 * 60 },
} as const satisfies Record<string, LimitRule>;

export type LimitState = { limited: boolean; retryAfterSeconds: number; count: number };

/**
 * Counts one hit against `key` in a fixed window and says whether the hit
 * went over. One atomic statement, so concurrent requests on any number of
 * server processes cannot both slip under the limit.
 */
export function hitLimit(db: Database, key: string, rule: LimitRule, now?: Date): Promise<LimitState>;
/**
 * @deprecated Pass the database handle first (decision 021). Kept for the
 * server's CSP report route (server/app.ts), its last caller outside the tests.
 */
export function hitLimit(key: string, rule: LimitRule, now?: Date): Promise<LimitState>;
export function hitLimit(
  ...args: [Database, string, LimitRule, Date?] | [string, LimitRule, Date?]
): Promise<LimitState> {
  if (typeof args[0] === "string") {
    const [key, rule, now] = args as [string, LimitRule, Date?];
    return countHit(getDb(), key, rule, now);
  }
  const [db, key, rule, now] = args as [Database, string, LimitRule, Date?];
  return countHit(db, key, rule, now);
}

async function countHit(db: Database, key: string, rule: LimitRule, now = new Date()): Promise<LimitState> {
  const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning();
  return stateOf(row!, rule, now);
}

/**
 * Counts many hits on many keys in one statement (a notice emailed to 200
 * applicants is 200 hits on its sender's key and one on each applicant's),
 * and gives each key's count after them. Atomic like hitLimit; the keys are
 * written in one order, so two of these at once cannot deadlock on them.
 */
export async function addHits(
  db: Database,
  hits: ReadonlyMap<string, number>,
  rule: LimitRule,
  now = new Date(),
): Promise<Map<string, number>> {
  if (hits.size === 0) return new Map();
  const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  const passed = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
  const rows = await db
    .insert(rateLimits)
    .values(
      [...hits]
        .sort(([one], [other]) => (one < other ? -1 : 1))
        .map(([key, count]) => ({ key, count, resetAt })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${passed} then excluded.count else ${rateLimits.count} + excluded.count end`,
        resetAt: sql`case when ${passed} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count });
  return new Map(rows.map((row) => [row.key, row.count]));
}

/**
 * Deletes counters whose window has passed. They count for nothing already
 * (the next hit starts a new window), so this only keeps the table from
 * growing with every address and account that ever touched a limit.
 */
export async function removeExpiredLimits(now = new Date()): Promise<number> {
  const removed = await getDb()
    .delete(rateLimits)
    .where(lte(rateLimits.resetAt, now))
    .returning({ key: rateLimits.key });
  return removed.length;
}

export async function clearLimit(db: Database, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Gives back one hit counted against `key` (a sign-in that turned out to
 * succeed), never going below 0. One statement, like hitLimit.
 */
export async function releaseHit(db: Database, key: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

function stateOf(row: { count: number; resetAt: Date }, rule: LimitRule, now: Date): LimitState {
  return {
    limited: row.count > rule.max,
    retryAfterSeconds: secondsUntil(row.resetAt, now),
    count: row.count,
  };
}

function secondsUntil(date: Date, now: Date) {
  return Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));
}

export const TOO_MANY_WRITES = "You're doing that too often. Please wait a minute and try again.";

/**
 * Counts one write by this account (profile edits, follows, endorsements,
 * connection requests, reviews: each of those services calls it first); over
 * the limit it throws `rate_limited` with the message every form and fetcher
 * on those pages shows.
 */
export async function countWrite(
  db: Database,
  userId: string,
  rule: LimitRule = LIMITS.profileWritesPerAccount,
) {
  const state = await hitLimit(db, `profile-writes:${userId}`, rule);
  if (state.limited) throw rateLimited(TOO_MANY_WRITES, state.retryAfterSeconds);
}
