import type { RequestHandler } from "express";
import { isImageKey } from "~/features/uploads/image-keys";
import { getFileStorage } from "~/features/uploads/storage.server";

/**
 * GET /uploads/:key: serves an uploaded image through the storage interface
 * (not express.static on a folder), so the same route works when files move
 * to object storage. A key names one immutable file forever (a new upload gets
 * a new key), so browsers and CDNs may keep it for a year.
 */
export const serveUploadedImage: RequestHandler = async (req, res, next) => {
  const key = req.params.key;
  // Only the exact shape the server makes: this also rules out any path trick.
  if (typeof key !== "string" || !isImageKey(key)) return notFound(res);
  try {
    const bytes = await getFileStorage().get(key);
    if (!bytes) return notFound(res);
    res
      .status(200)
      .set({
        "Content-Type": "image/webp",
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
      })
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (error) {
    next(error);
  }
};

function notFound(res: Parameters<RequestHandler>[1]) {
  // Not cached: a file restored from a backup must show at once.
  res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found.");
}
