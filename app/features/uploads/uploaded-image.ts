import { imageUrls } from "./image-keys";
import type { ImagePurpose } from "./upload-rules";

/** What pages and other features get for an uploaded image: where to show it, and its size. */
export type UploadedImage = {
  id: string;
  purpose: ImagePurpose;
  /** The page-sized image: 400x400 for avatars, at most 1600 px on the long side for portfolio images. */
  url: string;
  /** 160x160 for avatars, at most 480 px on the long side for portfolio images. */
  thumbnailUrl: string;
  /** Dimensions of the page-sized image. */
  width: number;
  height: number;
};

type ImageRow = { id: string; purpose: ImagePurpose; storageKey: string; width: number; height: number };

export function describeImage(row: ImageRow): UploadedImage {
  return {
    id: row.id,
    purpose: row.purpose,
    ...imageUrls(row.storageKey, row.purpose),
    width: row.width,
    height: row.height,
  };
}
