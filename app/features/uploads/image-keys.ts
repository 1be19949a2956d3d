import { IMAGE_SIZES, type ImagePurpose } from "./upload-rules";

/**
 * Stored files are named by the server only: `<uuid>-<size>.webp`, where the
 * uuid is the image row's `storageKey` (today equal to its id). Nothing a
 * person typed or named ever reaches a file name, and the serving route
 * accepts nothing but this exact shape.
 */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const SIZES = [...new Set(Object.values(IMAGE_SIZES).flat())].join("|");
const IMAGE_KEY = new RegExp(`^${UUID}-(?:${SIZES})\\.webp$`);
const IMAGE_ID = new RegExp(`^${UUID}$`);

/** The public path every stored image is served under (see server/uploads-route.ts). */
const UPLOADS_PATH = "/uploads";

export function isImageKey(key: string): boolean {
  return IMAGE_KEY.test(key);
}

export function isImageId(id: string): boolean {
  return IMAGE_ID.test(id);
}

export function imageKey(storageKey: string, size: number): string {
  return `${storageKey}-${size}.webp`;
}

/** Every file stored for one image, largest first. */
export function imageKeys(storageKey: string, purpose: ImagePurpose): string[] {
  return IMAGE_SIZES[purpose].map((size) => imageKey(storageKey, size));
}

export function imageUrl(key: string): string {
  return `${UPLOADS_PATH}/${key}`;
}

/** The page-sized image and its thumbnail, as URLs. */
export function imageUrls(storageKey: string, purpose: ImagePurpose) {
  const [main, thumbnail] = IMAGE_SIZES[purpose];
  return {
    url: imageUrl(imageKey(storageKey, main)),
    thumbnailUrl: imageUrl(imageKey(storageKey, thumbnail)),
  };
}
