import { and, eq, inArray, lt, notExists, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { feedPosts, newsItems, portfolioItems, productions, profiles, uploadedImages } from "~/db/schema";
import { removeImageFiles } from "./account-image-files.server";
import { imageKeys } from "./image-keys";

/**
 * How long an upload may wait to be used. The editor uploads a photo or a
 * portfolio image as soon as it is picked, before the profile is saved; an
 * image still unused after this long was abandoned (the editor was closed,
 * or the photo was replaced or removed).
 */
export const UNUSED_IMAGE_GRACE_HOURS = 24;

/** At most this many images per sweep, so one sweep never holds the database for long. */
const SWEEP_BATCH = 200;

function unusedSince(cutoff: Date) {
  const db = getDb();
  return and(
    lt(uploadedImages.createdAt, cutoff),
    notExists(
      db.select({ one: sql`1` }).from(portfolioItems).where(eq(portfolioItems.imageId, uploadedImages.id)),
    ),
    notExists(db.select({ one: sql`1` }).from(profiles).where(eq(profiles.imageId, uploadedImages.id))),
    // Images posted to the feed, and news images staff published.
    notExists(db.select({ one: sql`1` }).from(feedPosts).where(eq(feedPosts.imageId, uploadedImages.id))),
    notExists(db.select({ one: sql`1` }).from(newsItems).where(eq(newsItems.imageId, uploadedImages.id))),
    // Productions' logos.
    notExists(
      db.select({ one: sql`1` }).from(productions).where(eq(productions.logoImageId, uploadedImages.id)),
    ),
  );
}

/**
 * Removes images that no profile photo, portfolio item, post, news item or production logo uses and that are
 * older than the grace period: their rows, then their files. Choosing and
 * deleting the rows is one statement, so no save can put an image to use
 * between the two. Returns how many images were removed.
 */
export async function removeUnusedImages(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_IMAGE_GRACE_HOURS * 3_600_000);
  const db = getDb();
  const batch = db
    .select({ id: uploadedImages.id })
    .from(uploadedImages)
    .where(unusedSince(cutoff))
    .limit(SWEEP_BATCH);
  const removed = await db
    .delete(uploadedImages)
    .where(inArray(uploadedImages.id, batch))
    .returning({ storageKey: uploadedImages.storageKey, purpose: uploadedImages.purpose });
  await removeImageFiles(removed.flatMap((row) => imageKeys(row.storageKey, row.purpose)));
  return removed.length;
}
