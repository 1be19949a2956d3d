import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { uploadedImages } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { imageKeys } from "./image-keys";
import { getFileStorage } from "./storage.server";

/**
 * Every stored file of every image an account owns. Read before the account
 * is deleted: the image rows go with the account (a cascade), but the files
 * are outside the database and would otherwise stay public at /uploads/….
 */
export async function imageFilesOwnedBy(db: Database, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ storageKey: uploadedImages.storageKey, purpose: uploadedImages.purpose })
    .from(uploadedImages)
    .where(eq(uploadedImages.ownerId, ownerId));
  return rows.flatMap((row) => imageKeys(row.storageKey, row.purpose));
}

/**
 * Removes stored files whose image rows are already deleted (with their
 * account, or by the unused-image sweep). Nobody is waiting on the answer,
 * so a file that cannot be removed is logged for an operator and the rest
 * are still removed.
 */
export async function removeImageFiles(keys: string[]): Promise<void> {
  const storage = getFileStorage();
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === "rejected") {
      logger().error({ err: result.reason, key: keys[index] }, "Could not remove an uploaded file");
    }
  });
}
