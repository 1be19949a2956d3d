import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { uploadedImages } from "~/db/schema";
import { imageKey, imageUrl } from "./image-keys";
import { IMAGE_SIZES } from "./upload-rules";

/** What decides a profile's photo, in the order it is tried. */
export type ProfilePhotoSources = {
  /** The storage key of the uploaded image `profiles.image_id` points at, if any. */
  uploadedKey: string | null;
  /** The site's own art a sample profile was seeded with (`profiles.static_image_url`). */
  staticImageUrl: string | null;
  /** What the caller shows for someone without either (a sign-in provider's picture), if anything. */
  fallback?: string | null;
};

/**
 * The one place a profile photo's URL is made (decision 014): the uploaded
 * image's page size, else the sample profile's art, else the fallback, else null.
 */
export function profilePhotoUrl({ uploadedKey, staticImageUrl, fallback = null }: ProfilePhotoSources) {
  return uploadedKey ? imageUrl(imageKey(uploadedKey, IMAGE_SIZES.avatar[0])) : (staticImageUrl ?? fallback);
}

type ProfileColumns = { imageId: AnyColumn; staticImageUrl: AnyColumn };

/**
 * A column for a query's `select` that reads as the profile's photo URL. The
 * query fetches only the facts (the image's storage key by `image_id`, the art,
 * the fallback); `profilePhotoUrl` makes the URL when the row is read, so no
 * URL is ever stored or built in SQL. `profile` may be `profiles` or an alias
 * of it; `fallback` a column such as `user.image`.
 */
export function profilePhotoColumn(profile: ProfileColumns, fallback?: AnyColumn): SQL<string | null> {
  const uploadedKey = sql`(select ${uploadedImages.storageKey} from ${uploadedImages} where ${uploadedImages.id} = ${profile.imageId})`;
  return sql`json_build_array(${uploadedKey}, ${profile.staticImageUrl}, ${fallback ?? sql`null`})`.mapWith(
    (value: unknown) => {
      // node-postgres and PGlite both hand json over parsed; a string would be the raw text.
      const [key, art, other] = (typeof value === "string" ? JSON.parse(value) : value) as (string | null)[];
      return profilePhotoUrl({
        uploadedKey: key ?? null,
        staticImageUrl: art ?? null,
        fallback: other ?? null,
      });
    },
  );
}
