import sharp, { type Metadata, type Sharp } from "sharp";
import { ServiceError } from "~/lib/service-error";
import { STATUS_BY_CODE } from "~/lib/service-error-reply.server";
import { createGate } from "./processing-gate";
import {
  AVATAR_MIN_SIDE,
  IMAGE_SIZES,
  type ImagePurpose,
  MAX_INPUT_PIXELS,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
} from "./upload-rules";

/** An upload we refuse: a ServiceError (`invalid`, or `too_large` for bytes), with the person's message. */
export class ImageRejectedError extends ServiceError {
  override readonly name = "ImageRejectedError";

  constructor(message: string, code: "invalid" | "too_large" = "invalid") {
    super(code, message);
  }

  /** The status the one mapping gives this refusal (for tests and logs; routes use the mapping itself). */
  get status() {
    return STATUS_BY_CODE[this.code];
  }
}

/** One stored size: WebP bytes and the pixel dimensions they decode to. */
export type EncodedImage = { size: number; bytes: Buffer; width: number; height: number };

/**
 * Formats judged by their bytes (sharp reads the header), never by the file's
 * name or the browser's content type. "heif" covers AVIF. Anything else libvips
 * happens to read (SVG, PDF, TIFF...) is refused: fewer decoders, fewer surprises.
 */
const ACCEPTED_FORMATS = new Set<string>(["jpeg", "png", "webp", "heif", "gif"]);

/** At most two decodes at a time in this process (see processing-gate.ts). */
const decodeGate = createGate(2);

/**
 * Checks an uploaded file and re-encodes it as WebP in the sizes its purpose
 * needs (largest first). Re-encoding from decoded pixels drops everything but
 * the picture: EXIF (camera, GPS position), ICC profiles, comments, and any
 * script or polyglot payload hidden in the original file.
 * Throws ImageRejectedError, with a message for the person, for anything refused.
 */
export async function processImage(input: Uint8Array, purpose: ImagePurpose): Promise<EncodedImage[]> {
  if (input.byteLength > MAX_UPLOAD_BYTES)
    throw new ImageRejectedError(UPLOAD_MESSAGES.tooManyBytes, "too_large");
  const { width, height } = await readHeader(input);
  if (purpose === "avatar" && Math.min(width, height) < AVATAR_MIN_SIDE) {
    throw new ImageRejectedError(UPLOAD_MESSAGES.avatarTooSmall);
  }
  return decodeGate(async () => {
    try {
      // limitInputPixels again: a second guard in case a header understated the size.
      // pages: 1 keeps only the first frame of an animated GIF or WebP. rotate() applies EXIF orientation.
      const decoded = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 }).rotate();
      return await Promise.all(IMAGE_SIZES[purpose].map((size) => encode(decoded.clone(), purpose, size)));
    } catch {
      // A file whose header looked fine but whose pixels do not decode (truncated, corrupt, HEVC).
      throw new ImageRejectedError(UPLOAD_MESSAGES.notAnImage);
    }
  });
}

/** The format and upright dimensions, from the header alone: nothing is decoded yet. */
async function readHeader(input: Uint8Array): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    // No pixel limit here: metadata() reads only the header, and we compare the size ourselves
    // so that a bomb gets its own message instead of a generic failure.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError(UPLOAD_MESSAGES.notAnImage);
  }
  const { format, width, height } = metadata;
  if (!format || !ACCEPTED_FORMATS.has(format) || !width || !height) {
    throw new ImageRejectedError(UPLOAD_MESSAGES.notAnImage);
  }
  if (width * height > MAX_INPUT_PIXELS) throw new ImageRejectedError(UPLOAD_MESSAGES.tooManyPixels);
  // A phone photo held upright is often stored sideways with an EXIF orientation.
  return metadata.autoOrient ?? { width, height };
}

async function encode(image: Sharp, purpose: ImagePurpose, size: number): Promise<EncodedImage> {
  const resized =
    purpose === "avatar"
      ? image.resize(size, size, { fit: "cover", position: "centre" })
      : image.resize(size, size, { fit: "inside", withoutEnlargement: true });
  // No withMetadata()/keepExif()/keepIccProfile(): sharp then writes no metadata at all
  // (colour is converted to sRGB first, so dropping the profile does not shift colours).
  const { data, info } = await resized.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  return { size, bytes: data, width: info.width, height: info.height };
}
