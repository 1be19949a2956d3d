import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { uploadedImages } from "~/db/schema";
import { ServiceError } from "~/lib/service-error";
import { imageKeys, isImageId } from "./image-keys";
import { getFileStorage } from "./storage.server";
import { UPLOAD_MESSAGES } from "./upload-rules";

/**
 * Deletes an image and its files. Only the owner may: for anyone else the
 * image is `not_found`, so ids cannot be probed. Files go first and the row
 * last, so a failure leaves the row for a retry instead of files nobody can
 * find any more but that are still served.
 */
export async function deleteImage(db: Database, ownerId: string, imageId: string): Promise<void> {
  const notFound = () => new ServiceError("not_found", UPLOAD_MESSAGES.notFound);
  if (!isImageId(imageId)) throw notFound();
  const owned = and(eq(uploadedImages.id, imageId), eq(uploadedImages.ownerId, ownerId));
  const [row] = await db.select().from(uploadedImages).where(owned);
  if (!row) throw notFound();
  const storage = getFileStorage();
  await Promise.all(imageKeys(row.storageKey, row.purpose).map((key) => storage.delete(key)));
  await db.delete(uploadedImages).where(owned);
}
