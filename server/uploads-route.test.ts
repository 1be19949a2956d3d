import crypto from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getFileStorage } from "~/features/uploads/storage.server";
import { type S3TestServer, startS3Server } from "../tests/support/s3-server.mjs";
import { serveUploadedImage } from "./uploads-route";

let s3: S3TestServer;
let uploadsDir: string;
let origin: string;
let server: http.Server;
const errors: unknown[] = [];
/** Each request's run of the route, to wait for its end (a stream's end comes after the response's). */
const runs: Promise<boolean>[] = [];

beforeAll(async () => {
  [s3, uploadsDir] = await Promise.all([
    startS3Server(),
    fs.mkdtemp(path.join(os.tmpdir(), "rangmanch-uploads-route-")),
  ]);
  // The route as server/app.ts mounts it, and an error handler that keeps what reached it.
  const app = express()
    .get("/uploads/:key", (req, res, next) => {
      // Each run ends with whether the whole response went out.
      runs.push(Promise.resolve(serveUploadedImage(req, res, next)).then(() => res.writableFinished));
    })
    .use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      errors.push(error);
      if (!res.headersSent) res.status(500).end();
    });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await s3.close();
  await fs.rm(uploadsDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  errors.length = 0;
  runs.length = 0;
});

/**
 * A request as a browser sends it, through node:http: fetch adds `Cache-Control: no-cache`
 * to any request with If-None-Match or If-Modified-Since, and a server must answer that in full.
 */
function send(method: "GET" | "HEAD", url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(url, { method, headers }, async (response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) });
      });
      request.on("error", reject).end();
    },
  );
}

const imageKey = (size = 400) => `${crypto.randomUUID()}-${size}.webp`;

describe.each([
  { name: "the local disk", env: () => ({ UPLOADS_STORAGE: "local", UPLOADS_DIR: uploadsDir }) },
  { name: "S3-compatible storage", env: () => s3.env },
])("GET /uploads/:key from $name", ({ env }) => {
  const storageFromEnv = () => {
    for (const [name, value] of Object.entries(env())) vi.stubEnv(name, value);
    return getFileStorage();
  };

  it("streams the image with its length, validators and a year's caching", async () => {
    const storage = storageFromEnv();
    const key = imageKey(1600);
    const bytes = crypto.randomBytes(3 * 1024 * 1024);
    await storage.put(key, bytes, "image/webp");
    const facts = (await storage.stat(key))!;

    const response = await fetch(`${origin}/uploads/${key}`);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/webp",
      "content-length": String(bytes.byteLength),
      etag: facts.etag,
      "last-modified": facts.lastModified.toUTCString(),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("answers a revalidation with 304 without opening the file, and a changed one with the file", async () => {
    const storage = storageFromEnv();
    const key = imageKey();
    const url = `${origin}/uploads/${key}`;
    await storage.put(key, new Uint8Array([1, 2, 3]), "image/webp");
    const first = await send("GET", url);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers["last-modified"]);
    const open = vi.spyOn(storage, "open");

    const byTag = await send("GET", url, { "If-None-Match": etag });
    expect(byTag.status).toBe(304);
    expect(byTag.headers).toMatchObject({
      etag,
      "last-modified": lastModified,
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(byTag.body.byteLength).toBe(0);
    expect((await send("GET", url, { "If-Modified-Since": lastModified })).status).toBe(304);
    expect((await send("GET", url, { "If-None-Match": `"something-else", ${etag}` })).status).toBe(304);
    // A browser's reload revalidates with max-age=0: still a 304.
    expect((await send("GET", url, { "If-None-Match": etag, "Cache-Control": "max-age=0" })).status).toBe(
      304,
    );
    expect(open).not.toHaveBeenCalled();

    const stale = await send("GET", url, { "If-None-Match": '"an-old-tag"' });
    expect(stale.status).toBe(200);
    expect(Array.from(stale.body)).toEqual([1, 2, 3]);
    const olderDate = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await send("GET", url, { "If-Modified-Since": olderDate })).status).toBe(200);
    // A hard reload (no-cache) gets the whole file, as fetch's own conditional requests do.
    expect((await fetch(url, { headers: { "If-None-Match": etag } })).status).toBe(200);
    expect(open).toHaveBeenCalledTimes(3);
  });

  it("answers HEAD with the headers a GET would have, and no body", async () => {
    const storage = storageFromEnv();
    const key = imageKey();
    await storage.put(key, new Uint8Array(1234), "image/webp");
    const open = vi.spyOn(storage, "open");
    const response = await send("HEAD", `${origin}/uploads/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({
      "content-type": "image/webp",
      "content-length": "1234",
      etag: (await storage.stat(key))!.etag,
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    expect(response.headers["last-modified"]).toBeTruthy();
    expect(response.body.byteLength).toBe(0);
    const revalidated = await send("HEAD", `${origin}/uploads/${key}`, {
      "If-None-Match": String(response.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(open).not.toHaveBeenCalled();
  });

  it("answers 404, not cached, for keys with nothing stored or not of the server's making", async () => {
    storageFromEnv();
    for (const key of [
      imageKey(),
      "..%2F..%2Fserver.lock",
      "pglite",
      "x.webp",
      `${crypto.randomUUID()}-401.webp`,
    ]) {
      const response = await fetch(`${origin}/uploads/${key}`);
      expect(response.status, key).toBe(404);
      expect(response.headers.get("cache-control"), key).toBe("no-store");
      expect((await send("HEAD", `${origin}/uploads/${key}`)).status, key).toBe(404);
      expect((await send("GET", `${origin}/uploads/${key}`, { "If-None-Match": '"x"' })).status, key).toBe(
        404,
      );
    }
  });

  it("cuts the response when the store fails mid-stream, and the server goes on", async () => {
    const storage = storageFromEnv();
    const key = imageKey();
    await storage.put(key, new Uint8Array(100_000), "image/webp");
    const facts = (await storage.stat(key))!;
    const failure = new Error("the store went away");
    vi.spyOn(storage, "open").mockResolvedValue({
      ...facts,
      body: Readable.from(
        (async function* () {
          yield Buffer.alloc(10_000);
          throw failure;
        })(),
      ),
    });

    const response = await fetch(`${origin}/uploads/${key}`);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
    await Promise.all(runs);
    expect(errors).toEqual([failure]);

    vi.mocked(storage.open).mockRestore();
    const again = await fetch(`${origin}/uploads/${key}`);
    expect(again.status).toBe(200);
    expect((await again.arrayBuffer()).byteLength).toBe(100_000);
  });
});

it("does not count a browser that goes away mid-image as an error", async () => {
  vi.stubEnv("UPLOADS_DIR", uploadsDir);
  const key = imageKey(1600);
  await getFileStorage().put(key, crypto.randomBytes(8 * 1024 * 1024), "image/webp");
  await new Promise<void>((resolve, reject) => {
    const request = http.get(`${origin}/uploads/${key}`, (response) => {
      response.once("data", () => {
        request.destroy();
        resolve();
      });
    });
    request.on("error", (error) => (request.destroyed ? undefined : reject(error)));
  });
  // The route ends once the server notices the closed connection, and nothing reaches the error handler.
  expect(runs).toHaveLength(1);
  expect(await runs[0]).toBe(false);
  expect(errors).toEqual([]);
});
