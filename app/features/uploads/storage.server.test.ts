import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ConfigError } from "~/lib/config.server";
import { type S3TestServer, startS3Server } from "../../../tests/support/s3-server.mjs";
import { S3Storage } from "./s3-storage.server";
import { type FileStorage, getFileStorage, LocalDiskStorage, readStorageConfig } from "./storage.server";
import { UnsafeStorageKeyError } from "./storage-key.server";

let root: string;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "rangmanch-storage-"));
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

/** An S3Storage on the test server, under a prefix of its own so tests never see each other's objects. */
function s3Storage(prefix = `t${crypto.randomUUID()}`) {
  return getFileStorage({ ...s3.env, S3_PREFIX: prefix }) as S3Storage;
}

const bytesOf = (text: string) => new TextEncoder().encode(text);

async function readAll(body: Readable): Promise<{ bytes: Buffer; chunks: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), chunks: chunks.length };
}

const UNSAFE_KEYS = [
  "../secret.txt",
  "../../secret.txt",
  "/etc/passwd",
  "a/../../secret.txt",
  "..",
  "",
  "a/b.webp",
];

/**
 * The storage contract: every FileStorage passes the same tests, on the
 * local disk and in S3 (s3rver from npm, on loopback).
 */
describe.each([
  { name: "LocalDiskStorage", make: (): FileStorage => new LocalDiskStorage(path.join(root, "uploads")) },
  { name: "S3Storage", make: (): FileStorage => s3Storage() },
])("$name keeps the storage contract", ({ make }) => {
  it("puts, gets, opens, describes and deletes a file; deleting twice is fine", async () => {
    const storage = make();
    const before = Date.now();
    await storage.put("ab12-400.webp", bytesOf("one two three"), "image/webp");

    expect(Buffer.from((await storage.get("ab12-400.webp"))!).toString()).toBe("one two three");
    const facts = (await storage.stat("ab12-400.webp"))!;
    expect(facts.size).toBe(13);
    expect(facts.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(facts.lastModified).toBeInstanceOf(Date);
    // To the second (HTTP dates, and S3's, have no finer grain), and not from another day.
    expect(facts.lastModified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    expect(facts.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const file = (await storage.open("ab12-400.webp"))!;
    expect({ size: file.size, etag: file.etag, lastModified: file.lastModified }).toEqual(facts);
    expect((await readAll(file.body)).bytes.toString()).toBe("one two three");

    await storage.delete("ab12-400.webp");
    await storage.delete("ab12-400.webp");
    expect(await storage.get("ab12-400.webp")).toBeNull();
    expect(await storage.stat("ab12-400.webp")).toBeNull();
    expect(await storage.open("ab12-400.webp")).toBeNull();
  });

  it("answers null for keys with nothing stored, and deleting one is fine", async () => {
    const storage = make();
    await storage.put("cd34-400.webp", bytesOf("kept"), "image/webp");
    for (const key of ["cd34-160.webp", "cd35-400.webp", "zz00-400.webp"]) {
      expect(await storage.get(key), key).toBeNull();
      expect(await storage.stat(key), key).toBeNull();
      expect(await storage.open(key), key).toBeNull();
      await storage.delete(key);
    }
    expect(await storage.stat("cd34-400.webp")).not.toBeNull();
  });

  it("replaces a file whole, with a new ETag", async () => {
    const storage = make();
    await storage.put("ef56-400.webp", bytesOf("first"), "image/webp");
    const first = (await storage.stat("ef56-400.webp"))!;
    await storage.put("ef56-400.webp", bytesOf("the second, longer"), "image/webp");
    const second = (await storage.stat("ef56-400.webp"))!;
    expect(Buffer.from((await storage.get("ef56-400.webp"))!).toString()).toBe("the second, longer");
    expect(second.size).toBe(18);
    expect(second.etag).not.toBe(first.etag);
    expect(second.lastModified.getTime()).toBeGreaterThanOrEqual(first.lastModified.getTime());
  });

  it("refuses to write under an unsafe key, and finds nothing under one", async () => {
    const storage = make();
    for (const key of UNSAFE_KEYS) {
      expect(await storage.get(key), key).toBeNull();
      expect(await storage.stat(key), key).toBeNull();
      expect(await storage.open(key), key).toBeNull();
      await expect(storage.put(key, bytesOf("x"), "image/webp"), key).rejects.toBeInstanceOf(
        UnsafeStorageKeyError,
      );
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(UnsafeStorageKeyError);
    }
  });

  it("streams a large file in pieces, byte for byte", async () => {
    const storage = make();
    const big = crypto.randomBytes(3 * 1024 * 1024);
    await storage.put("ab99-1600.webp", big, "image/webp");
    const file = (await storage.open("ab99-1600.webp"))!;
    expect(file.size).toBe(big.byteLength);
    const { bytes, chunks } = await readAll(file.body);
    expect(chunks).toBeGreaterThan(1);
    expect(bytes.equals(big)).toBe(true);
  });

  it("lets a reader stop early: the stream can be destroyed unread", async () => {
    const storage = make();
    await storage.put("ab98-1600.webp", crypto.randomBytes(1024 * 1024), "image/webp");
    const file = (await storage.open("ab98-1600.webp"))!;
    file.body.destroy();
    await new Promise((resolve) => file.body.once("close", resolve));
    // And the store still answers afterwards (no handle or connection left hanging).
    expect((await storage.stat("ab98-1600.webp"))?.size).toBe(1024 * 1024);
    await storage.delete("ab98-1600.webp");
  });
});

describe("LocalDiskStorage", () => {
  it("leaves nothing half-written beside a file", async () => {
    const storage = new LocalDiskStorage(path.join(root, "uploads"));
    await storage.put("ab12-400.webp", new Uint8Array([1, 2, 3]), "image/webp");
    expect(await fs.readdir(path.join(root, "uploads", "ab"))).toEqual(["ab12-400.webp"]);
  });

  it("never reaches outside its folder, whatever the key", async () => {
    const storage = new LocalDiskStorage(path.join(root, "uploads"));
    await fs.writeFile(path.join(root, "secret.txt"), "secret");
    for (const key of UNSAFE_KEYS) {
      expect(await storage.get(key), key).toBeNull();
      await expect(storage.put(key, new Uint8Array([1]), "image/webp")).rejects.toBeInstanceOf(
        UnsafeStorageKeyError,
      );
      await expect(storage.delete(key)).rejects.toBeInstanceOf(UnsafeStorageKeyError);
    }
    expect(await fs.readFile(path.join(root, "secret.txt"), "utf8")).toBe("secret");
  });
});

describe("S3Storage", () => {
  const client = () =>
    new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });

  it("keeps each object under the prefix, with the content type it was given", async () => {
    const storage = s3Storage("site/uploads");
    await storage.put("ab12-400.webp", bytesOf("webp bytes"), "image/webp");
    const head = await client().send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: "site/uploads/ab12-400.webp" }),
    );
    expect(head.ContentType).toBe("image/webp");
    expect(head.ContentLength).toBe(10);
    await storage.delete("ab12-400.webp");
    await expect(
      client().send(new HeadObjectCommand({ Bucket: s3.bucket, Key: "site/uploads/ab12-400.webp" })),
    ).rejects.toMatchObject({ name: "NotFound" });
  });

  it("puts objects at the bucket's root without a prefix", async () => {
    const storage = getFileStorage(s3.env) as S3Storage;
    expect(storage.prefix).toBe("");
    await storage.put("root-400.webp", bytesOf("at the root"), "image/webp");
    const head = await client().send(new HeadObjectCommand({ Bucket: s3.bucket, Key: "root-400.webp" }));
    expect(head.ContentLength).toBe(11);
    await storage.delete("root-400.webp");
  });

  it("says what went wrong when the bucket does not exist, instead of answering 'not found'", async () => {
    const storage = getFileStorage({ ...s3.env, S3_BUCKET: "no-such-bucket" });
    await expect(storage.put("ab12-400.webp", bytesOf("x"), "image/webp")).rejects.toMatchObject({
      name: "NoSuchBucket",
    });
    await expect(storage.open("ab12-400.webp")).rejects.toMatchObject({ name: "NoSuchBucket" });
  });
});

describe("choosing the storage", () => {
  it("defaults to the disk under DATA_DIR, and UPLOADS_DIR overrides it", () => {
    expect(readStorageConfig({ DATA_DIR: root })).toEqual({
      driver: "local",
      uploadsDir: path.join(root, "uploads"),
      s3: undefined,
    });
    expect(readStorageConfig({ DATA_DIR: root, UPLOADS_DIR: path.join(root, "elsewhere") }).uploadsDir).toBe(
      path.join(root, "elsewhere"),
    );
    const storage = getFileStorage({ UPLOADS_DIR: root });
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    expect((storage as LocalDiskStorage).root).toBe(root);
  });

  it("uses S3 with UPLOADS_STORAGE=s3, made once for the same settings", () => {
    const env = { ...s3.env, S3_PREFIX: "/uploads/" };
    const storage = getFileStorage(env);
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage).toMatchObject({ bucket: s3.bucket, prefix: "uploads" });
    expect(getFileStorage(env)).toBe(storage);
  });

  it("refuses S3 without a bucket, and unknown drivers, before anything is stored", () => {
    expect(() => getFileStorage({ UPLOADS_STORAGE: "s3" })).toThrow(ConfigError);
    expect(() => getFileStorage({ UPLOADS_STORAGE: "s3" })).toThrow(/S3_BUCKET is missing/);
    expect(() => getFileStorage({ UPLOADS_STORAGE: "ftp" })).toThrow(/must be "local" or "s3"/);
  });
});
