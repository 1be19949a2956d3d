import crypto from "node:crypto";
import { getDb } from "~/db/client.server";
import { uploadedImages } from "~/db/schema";
import { imageKey } from "./image-keys";
import { type EncodedImage, ImageRejectedError, processImage } from "./process-image.server";
import { getFileStorage } from "./storage.server";
import { type ImagePurpose, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "./upload-rules";
import { describeImage, type UploadedImage } from "./uploaded-image";

export type UploadImageInput = { ownerId: string; purpose: ImagePurpose; file: Blob | Uint8Array };

export type UploadImageResult =
  | { ok: true; image: UploadedImage }
  | { ok: false; status: 400 | 413; message: string };

/**
 * Checks, re-encodes and stores an image for its owner, then records it.
 * Files go in first and the row last, so a row never points at missing files;
 * if recording fails the files are removed again.
 */
export async function uploadImage({ ownerId, purpose, file }: UploadImageInput): Promise<UploadImageResult> {
  const size = file instanceof Blob ? file.size : file.byteLength;
  if (size > MAX_UPLOAD_BYTES) return { ok: false, status: 413, message: UPLOAD_MESSAGES.tooManyBytes };
  const bytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : file;

  let variants: EncodedImage[];
  try {
    variants = await processImage(bytes, purpose);
  } catch (error) {
    if (error instanceof ImageRejectedError)
      return { ok: false, status: error.status, message: error.message };
    throw error;
  }

  const id = crypto.randomUUID();
  const storageKey = id;
  const keys = variants.map((variant) => imageKey(storageKey, variant.size));
  const storage = getFileStorage();
  const removeFiles = () => Promise.allSettled(keys.map((key) => storage.delete(key)));

  const stored = await Promise.allSettled(
    variants.map((variant, i) => storage.put(keys[i]!, variant.bytes, "image/webp")),
  );
  const failedPut = stored.find((result) => result.status === "rejected");
  if (failedPut) {
    await removeFiles();
    throw failedPut.reason;
  }

  const main = variants[0]!;
  const row = {
    id,
    ownerId,
    purpose,
    storageKey,
    width: main.width,
    height: main.height,
    // Every size counts: this is what the image costs in storage.
    bytes: variants.reduce((total, variant) => total + variant.bytes.byteLength, 0),
  };
  try {
    await getDb().insert(uploadedImages).values(row);
  } catch (error) {
    await removeFiles();
    throw error;
  }
  return { ok: true, image: describeImage(row) };
}
