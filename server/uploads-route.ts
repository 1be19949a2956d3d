import { pipeline } from "node:stream/promises";
import type { Request, RequestHandler, Response } from "express";
import { isImageKey } from "~/features/uploads/image-keys";
import { type FileFacts, getFileStorage } from "~/features/uploads/storage.server";

/**
 * GET and HEAD /uploads/:key: serves an uploaded image through the storage
 * interface (not express.static on a folder), so the same route works on the
 * local disk and in S3-compatible object storage (decision 062). A key names
 * one immutable file forever (a new upload gets a new key), so browsers and
 * CDNs may keep it for a year.
 *
 * - The body is streamed from the store to the browser, never read whole into
 *   memory; Content-Length, ETag and Last-Modified come from the store.
 * - A revalidation (If-None-Match / If-Modified-Since) and a HEAD ask only for
 *   the file's facts (a stat on the disk, HeadObject in S3), and a match is a
 *   304 without the body ever being opened. Keys never change content, so a
 *   revalidation almost always matches: one small request to the store.
 * - A store that fails mid-stream cuts the response (the browser sees a broken
 *   image, not a short one passed off as whole); the error is logged, the
 *   process goes on.
 */
export const serveUploadedImage: RequestHandler = async (req, res, next) => {
  const key = req.params.key;
  // Only the exact shape the server makes: this also rules out any path trick.
  if (typeof key !== "string" || !isImageKey(key)) return notFound(res);
  const storage = getFileStorage();
  try {
    if (req.method === "HEAD" || isConditional(req)) {
      const facts = await storage.stat(key);
      if (!facts) return notFound(res);
      describeFile(res, facts);
      if (req.fresh) return void res.status(304).end();
      if (req.method === "HEAD") return void res.status(200).set(bodyHeaders(facts)).end();
    }
    const file = await storage.open(key);
    if (!file) return notFound(res);
    describeFile(res, file);
    res.status(200).set(bodyHeaders(file));
    await pipeline(file.body, res).catch((error: NodeJS.ErrnoException) => {
      // The connection closed first: the browser went away (a closed tab, a cancelled image), and nothing
      // went wrong here. A store that fails says so with an error of its own (S3's socket: "aborted").
      if (error.code === "ERR_STREAM_PREMATURE_CLOSE") return;
      throw error;
    });
  } catch (error) {
    // After the headers are out, the error handler only logs it; pipeline has already cut the response.
    next(error);
  }
};

function isConditional(req: Request): boolean {
  return req.headers["if-none-match"] !== undefined || req.headers["if-modified-since"] !== undefined;
}

/** The validators and caching, sent with a 200, a HEAD and a 304 alike. */
function describeFile(res: Response, facts: FileFacts) {
  res.set({
    ETag: facts.etag,
    "Last-Modified": facts.lastModified.toUTCString(),
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  });
}

/**
 * Always image/webp: the serving route names nothing else (isImageKey), and the
 * type is never taken from the store, where an object's metadata could be
 * changed outside the app (text/html from this origin would run as a page).
 */
function bodyHeaders(facts: FileFacts) {
  return { "Content-Type": "image/webp", "Content-Length": String(facts.size) };
}

function notFound(res: Response) {
  // Not cached: a file restored from a backup must show at once.
  res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found.");
}
