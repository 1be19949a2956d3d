// An S3-compatible server on loopback (s3rver, from npm), for tests that run
// the uploads against object storage instead of the local disk. Plain
// JavaScript so both Vitest and a Playwright launcher can use it; `env` is
// ready to hand to a server child process as its environment (decision 062).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver's own account: it accepts these, and signs with them like any S3 client. */
const ACCESS_KEY_ID = "S3RVER";
const SECRET_ACCESS_KEY = "S3RVER";
const REGION = "us-east-1";

/**
 * Starts the server on 127.0.0.1 (port 0 picks a free one) with `bucket`
 * already made. Objects are kept as files in `dir` (a temporary folder,
 * removed on close, when none is given), so two server processes given the
 * same `env` share every upload.
 */
export async function startS3Server({ port = 0, dir, bucket = "rangmanch-uploads", prefix } = {}) {
  const directory = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), "rangmanch-s3-"));
  fs.mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    region: REGION,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    /** Directory the objects live in (`<dir>/<bucket>/...`). */
    dir: directory,
    env: {
      UPLOADS_STORAGE: "s3",
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: "true",
      ...(prefix ? { S3_PREFIX: prefix } : {}),
    },
    async close() {
      await server.close();
      if (!dir) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
