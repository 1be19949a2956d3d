import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { favorites } from "~/db/schema";
import { hitLimit, type LimitRule } from "~/features/security/rate-limit.server";
import { rateLimited, ServiceError } from "~/lib/service-error";
import { type FavoriteItem, type FavoriteKind, favoriteKey } from "./favorite-item";
import { FAVORITE_MESSAGES } from "./favorite-messages";
import { favoriteEntrySchema, LOCAL_FAVORITES_MAX } from "./favorite-schemas";
import { findFavoriteItems } from "./favorite-sources.server";

/** Far more than anyone shortlists, but a bound on what one account can make us store and draw. */
export const MAX_FAVORITES_PER_ACCOUNT = 1000;
/** Saves, removes and merges per account: generous for clicking, a wall for scripts. */
export const FAVORITE_WRITE_LIMIT: LimitRule = { max: 60, windowSeconds: 60 };
/** Saved times from a browser before this are junk (and PostgreSQL cannot hold JavaScript's oldest dates). */
const EARLIEST_SAVED_AT = Date.UTC(2020, 0, 1);

/** Counts one save, remove or merge by the account; over the limit, `rate_limited`. */
async function countFavoriteWrite(db: Database, userId: string) {
  const limit = await hitLimit(db, `favorites:${userId}`, FAVORITE_WRITE_LIMIT);
  if (limit.limited) throw rateLimited(FAVORITE_MESSAGES.slowDown, limit.retryAfterSeconds);
}

/**
 * Saves an existing item (`not_found` otherwise); saving it again changes
 * nothing (not even when it was saved). Past the most an account may keep,
 * `invalid`.
 */
export async function saveFavorite(db: Database, userId: string, kind: FavoriteKind, itemId: string) {
  await countFavoriteWrite(db, userId);
  const found = await findFavoriteItems(db, kind, [itemId]);
  if (!found.has(itemId)) throw new ServiceError("not_found", FAVORITE_MESSAGES.missing);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(favorites)
    .where(eq(favorites.userId, userId));
  // A soft cap: two saves at the same instant may pass it by one, which is harmless.
  if (n >= MAX_FAVORITES_PER_ACCOUNT) {
    const keys = new Set(await favoriteKeysFor(db, userId));
    if (!keys.has(favoriteKey(kind, itemId))) throw new ServiceError("invalid", FAVORITE_MESSAGES.tooMany);
  }
  await db.insert(favorites).values({ userId, kind, itemId }).onConflictDoNothing();
}

/** Removes one of this account's favourites; removing one that is not saved is not an error. */
export async function removeFavorite(db: Database, userId: string, kind: FavoriteKind, itemId: string) {
  await countFavoriteWrite(db, userId);
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.kind, kind), eq(favorites.itemId, itemId)));
}

/** This account's favourites, newest first; items deleted since they were saved are left out. */
export async function listFavorites(db: Database, userId: string): Promise<FavoriteItem[]> {
  const rows = await db
    .select({ kind: favorites.kind, itemId: favorites.itemId, createdAt: favorites.createdAt })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), asc(favorites.kind), asc(favorites.itemId))
    .limit(MAX_FAVORITES_PER_ACCOUNT);
  const idsByKind = new Map<FavoriteKind, string[]>();
  for (const row of rows) idsByKind.set(row.kind, [...(idsByKind.get(row.kind) ?? []), row.itemId]);
  // One query per kind, one after another: PGlite has a single connection anyway.
  const found = new Map<FavoriteKind, Awaited<ReturnType<typeof findFavoriteItems>>>();
  for (const [kind, ids] of idsByKind) found.set(kind, await findFavoriteItems(db, kind, ids));
  return rows.flatMap((row) => {
    const item = found.get(row.kind)?.get(row.itemId);
    return item ? [{ ...item, savedAt: row.createdAt.toISOString() }] : [];
  });
}

/** `${kind}:${id}` for each saved item, for drawing Save / Saved without loading the items. */
export async function favoriteKeysFor(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ kind: favorites.kind, itemId: favorites.itemId })
    .from(favorites)
    .where(eq(favorites.userId, userId));
  return rows.map((row) => favoriteKey(row.kind, row.itemId));
}

/** The ids of one kind of item a member saved (the primary key's prefix): a list page's Save / Saved buttons. */
export async function savedIdsFor(db: Database, userId: string, kind: FavoriteKind): Promise<string[]> {
  const rows = await db
    .select({ itemId: favorites.itemId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.kind, kind)));
  return rows.map((row) => row.itemId);
}

/** Whether one item is saved: for a page about that one item, without loading every saved key. */
export async function hasFavorite(
  db: Database,
  userId: string,
  kind: FavoriteKind,
  itemId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ itemId: favorites.itemId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.kind, kind), eq(favorites.itemId, itemId)));
  return Boolean(row);
}

/**
 * Adds what a visitor saved in this browser before signing in. Each entry
 * stands alone: malformed, unknown, repeated or already-saved entries are
 * skipped (and counted), never a reason to refuse the rest. The merge counts
 * as one write against the account's limit.
 */
export async function mergeFavorites(
  db: Database,
  userId: string,
  entries: readonly unknown[],
  now = new Date(),
): Promise<{ added: number; skipped: number }> {
  await countFavoriteWrite(db, userId);
  let skipped = Math.max(0, entries.length - LOCAL_FAVORITES_MAX);
  const wanted = new Map<string, { kind: FavoriteKind; itemId: string; createdAt: Date }>();
  for (const entry of entries.slice(0, LOCAL_FAVORITES_MAX)) {
    const parsed = favoriteEntrySchema.safeParse(entry);
    const key = parsed.success ? favoriteKey(parsed.data.kind, parsed.data.id) : null;
    if (!parsed.success || !key || wanted.has(key)) {
      skipped += 1;
      continue;
    }
    const { kind, id, savedAt } = parsed.data;
    wanted.set(key, { kind, itemId: id, createdAt: savedTime(savedAt, now) });
  }

  const saved = new Set(await favoriteKeysFor(db, userId));
  const kinds = new Set([...wanted.values()].map((entry) => entry.kind));
  const rows: { userId: string; kind: FavoriteKind; itemId: string; createdAt: Date }[] = [];
  for (const kind of kinds) {
    const candidates = [...wanted.entries()].filter(([key, entry]) => entry.kind === kind && !saved.has(key));
    const found = await findFavoriteItems(
      db,
      kind,
      candidates.map(([, entry]) => entry.itemId),
    );
    for (const [, entry] of candidates) if (found.has(entry.itemId)) rows.push({ userId, ...entry });
  }
  const room = Math.max(0, MAX_FAVORITES_PER_ACCOUNT - saved.size);
  const toInsert = rows.slice(0, room);
  const inserted =
    toInsert.length === 0
      ? []
      : await db
          .insert(favorites)
          .values(toInsert)
          .onConflictDoNothing()
          .returning({ itemId: favorites.itemId });
  skipped += wanted.size - inserted.length;
  return { added: inserted.length, skipped };
}

/** When the browser says it was saved, if that is believable; otherwise now. */
function savedTime(savedAt: string | undefined, now: Date): Date {
  const time = savedAt ? Date.parse(savedAt) : Number.NaN;
  return Number.isFinite(time) && time >= EARLIEST_SAVED_AT && time <= now.getTime() ? new Date(time) : now;
}
