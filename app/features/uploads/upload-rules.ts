/**
 * The rules for uploaded images, in one place: the server enforces them and a
 * form may show them (for example in an input's `accept` or a hint).
 */

export const IMAGE_PURPOSES = ["avatar", "portfolio"] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

export const MAX_UPLOAD_MEGABYTES = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * 1024 * 1024;

/**
 * Decoded pixels, not bytes, are what cost memory: a few kilobytes of PNG can
 * declare 20000x20000 pixels (1.6 GB once decoded). 40 megapixels covers any
 * phone or camera photo people put on a profile.
 */
export const MAX_MEGAPIXELS = 40;
export const MAX_INPUT_PIXELS = MAX_MEGAPIXELS * 1_000_000;

/** The spec: a square profile image of at least 300x300 pixels. */
export const AVATAR_MIN_SIDE = 300;

/**
 * The sizes stored for each purpose, largest first. Avatars are square crops of
 * these sides; portfolio images fit inside them (never enlarged). The first is
 * the image shown on pages, the last its thumbnail.
 */
export const IMAGE_SIZES = {
  avatar: [400, 160],
  portfolio: [1600, 480],
} as const satisfies Record<ImagePurpose, readonly [number, number]>;

/** Content types a browser may pick from; the server checks the bytes, not this. */
export const ACCEPTED_IMAGE_TYPES =
  "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,image/gif";

/** What every upload control says before a file is chosen: the kinds and the limit. */
export const UPLOAD_HINT = `JPEG, PNG or WebP, up to ${MAX_UPLOAD_MEGABYTES} MB.`;

export const UPLOAD_MESSAGES = {
  notAnImage: "That file is not an image we can read. Please upload a JPEG, PNG or WebP image.",
  tooManyBytes: `Images must be ${MAX_UPLOAD_MEGABYTES} MB or smaller.`,
  tooManyPixels: `This image is too large (more than ${MAX_MEGAPIXELS} megapixels). Please upload a smaller image.`,
  avatarTooSmall: `Profile photo must be at least ${AVATAR_MIN_SIDE}x${AVATAR_MIN_SIDE} pixels.`,
  noFile: "Please choose an image to upload.",
  unknownPurpose: "Please say whether this is a profile photo or a portfolio image.",
  unreadableForm: "The upload could not be read. Please try again.",
  notFound: "Image not found.",
  deleted: "Image deleted.",
  storageFull:
    "We couldn't save your image: our storage is full just now. Please try again later; nothing was saved.",
  limited: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `You have uploaded many images in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  },
} as const;

const ACCEPTED_TYPE_LIST: readonly string[] = ACCEPTED_IMAGE_TYPES.split(",");

/**
 * What is wrong with a chosen file before a byte of it is sent, or null: the
 * browser refuses a 22 MB photo at once instead of sending it all to hear no.
 * The server checks again (and checks the bytes); this only spares the wait.
 * A file with no type (some systems give HEIC none) is left to the server.
 */
export function imageFileProblem(file: { size: number; type: string }): string | null {
  if (file.size === 0) return UPLOAD_MESSAGES.noFile;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooManyBytes;
  if (file.type !== "" && !ACCEPTED_TYPE_LIST.includes(file.type.toLowerCase()))
    return UPLOAD_MESSAGES.notAnImage;
  return null;
}
