import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { uploadedImages } from "~/db/schema";
import { isImageId } from "./image-keys";
import type { ImagePurpose } from "./upload-rules";
import { describeImage, type UploadedImage } from "./uploaded-image";

/**
 * The image, if `ownerId` uploaded it for this purpose; otherwise null. Call it
 * before attaching an image id from a form to anything (a profile photo, a
 * portfolio item), so nobody can attach someone else's upload.
 */
export async function getOwnedImage(
  db: Database,
  ownerId: string,
  imageId: string,
  purpose: ImagePurpose,
): Promise<UploadedImage | null> {
  if (!isImageId(imageId)) return null;
  const [row] = await db
    .select()
    .from(uploadedImages)
    .where(
      and(
        eq(uploadedImages.id, imageId),
        eq(uploadedImages.ownerId, ownerId),
        eq(uploadedImages.purpose, purpose),
      ),
    );
  return row ? describeImage(row) : null;
}
