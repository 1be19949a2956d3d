import crypto from "node:crypto";
import type { Database } from "~/db/client.server";
import { uploadedImages } from "~/db/schema";
import type { ClientFacts } from "~/features/security/client-address.server";
import { hitLimit, LIMITS, releaseHit } from "~/features/security/rate-limit.server";
import { recordSecurityEvent } from "~/features/security/record-security-event.server";
import { rateLimited, ServiceError } from "~/lib/service-error";
import { imageKey } from "./image-keys";
import { type EncodedImage, processImage } from "./process-image.server";
import { getFileStorage } from "./storage.server";
import { type ImagePurpose, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "./upload-rules";
import { describeImage, type UploadedImage } from "./uploaded-image";

/** Who uploads: their account, and their client as the limit's security event records it. */
export type Uploader = { id: string; client: ClientFacts };

export type UploadImageInput = { purpose: ImagePurpose; file: Blob | Uint8Array };

/**
 * Checks, re-encodes and stores an image for its owner, then records it.
 * Uploads are limited per account, counted before any work, so that a burst
 * of uploads at once cannot all slip under the limit: over it, `rate_limited`.
 * Only stored images keep their count: a refused or failed upload gives its
 * turn back (docs/operations.md, "Uploaded files"; a few tries at an
 * oversized photo once used the hour's turns up). Decoding refused files
 * still costs CPU; the per-account write limit and the processing gate bound
 * that. A file over the byte limit is `too_large`; one that is not an image
 * we take, `invalid`.
 */
export async function uploadImage(
  db: Database,
  uploader: Uploader,
  input: UploadImageInput,
): Promise<UploadedImage> {
  await countUpload(db, uploader);
  try {
    return await storeImage(db, uploader, input);
  } catch (error) {
    await releaseHit(db, uploadLimitKey(uploader));
    throw error;
  }
}

/**
 * Files go in first and the row last, so a row never points at missing
 * files; if recording fails the files are removed again.
 */
async function storeImage(
  db: Database,
  uploader: Uploader,
  { purpose, file }: UploadImageInput,
): Promise<UploadedImage> {
  const size = file instanceof Blob ? file.size : file.byteLength;
  if (size > MAX_UPLOAD_BYTES) throw new ServiceError("too_large", UPLOAD_MESSAGES.tooManyBytes);
  const bytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : file;

  // Throws ImageRejectedError (a ServiceError) for anything refused.
  const variants: EncodedImage[] = await processImage(bytes, purpose);

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
    throw storageRefusal(failedPut.reason);
  }

  const main = variants[0]!;
  const row = {
    id,
    ownerId: uploader.id,
    purpose,
    storageKey,
    width: main.width,
    height: main.height,
    // Every size counts: this is what the image costs in storage.
    bytes: variants.reduce((total, variant) => total + variant.bytes.byteLength, 0),
  };
  try {
    await db.insert(uploadedImages).values(row);
  } catch (error) {
    await removeFiles();
    throw error;
  }
  return describeImage(row);
}

/** Errors that mean the store has no room (a full disk, a used-up quota): the member is told, not shown a 500. */
const NO_ROOM = new Set(["ENOSPC", "EDQUOT"]);

function storageRefusal(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code && NO_ROOM.has(code) ? new ServiceError("unavailable", UPLOAD_MESSAGES.storageFull) : error;
}

/** Each upload is decoded and re-encoded, which costs real CPU and memory: so many per account an hour. */
const uploadLimitKey = (uploader: Uploader) => `image-upload:${uploader.id}`;

async function countUpload(db: Database, uploader: Uploader) {
  const limit = await hitLimit(db, uploadLimitKey(uploader), LIMITS.imageUploadsPerAccount);
  if (!limit.limited) return;
  await recordSecurityEvent(db, {
    type: "rate_limited",
    userId: uploader.id,
    ...uploader.client,
    detail: { action: "image-upload" },
  });
  throw rateLimited(UPLOAD_MESSAGES.limited(limit.retryAfterSeconds), limit.retryAfterSeconds);
}
