import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { uploadedImages } from "~/db/schema";
import { imageKeys, isImageId } from "./image-keys";
import { getFileStorage } from "./storage.server";
import { UPLOAD_MESSAGES } from "./upload-rules";

export type DeleteImageResult = { ok: true } | { ok: false; status: 404; message: string };

/**
 * Deletes an image and its files. Only the owner may: for anyone else the
 * image is "not found", so ids cannot be probed. Files go first and the row
 * last, so a failure leaves the row for a retry instead of files nobody can
 * find any more but that are still served.
 */
export async function deleteImage(ownerId: string, imageId: string): Promise<DeleteImageResult> {
  const notFound = { ok: false, status: 404, message: UPLOAD_MESSAGES.notFound } as const;
  if (!isImageId(imageId)) return notFound;
  const db = getDb();
  const owned = and(eq(uploadedImages.id, imageId), eq(uploadedImages.ownerId, ownerId));
  const [row] = await db.select().from(uploadedImages).where(owned);
  if (!row) return notFound;
  const storage = getFileStorage();
  await Promise.all(imageKeys(row.storageKey, row.purpose).map((key) => storage.delete(key)));
  await db.delete(uploadedImages).where(owned);
  return { ok: true };
}
