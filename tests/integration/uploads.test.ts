import fs from "node:fs/promises";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadedImages } from "~/db/schema";
import { CLIENT_ADDRESS_HEADER } from "~/features/security/client-address.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { getOwnedImage } from "~/features/uploads/get-owned-image.server";
import { S3Storage } from "~/features/uploads/s3-storage.server";
import { getFileStorage } from "~/features/uploads/storage.server";
import { uploadImage } from "~/features/uploads/upload-image.server";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "~/features/uploads/upload-rules";
import { action as accountAction } from "~/routes/account";
import { action as uploadsAction, loader as uploadsLoader } from "~/routes/api/uploads";
import { serveUploadedImage } from "../../server/uploads-route";
import { signedInMember } from "../factories";
import { type S3TestServer, startS3Server } from "../support/s3-server.mjs";
import { jpeg, jpegWithExif, pngDeclaring } from "../support/test-images";
import { get, post, STRONG_PASSWORD } from "./account-helpers";
import { callRoute } from "./route-helpers";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

let uploadsDir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), "rangmanch-uploads-"));
  process.env.UPLOADS_DIR = uploadsDir;
  // The serving route exactly as server/app.ts mounts it, on a loopback port.
  const app = express().get("/uploads/:key", serveUploadedImage);
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  delete process.env.UPLOADS_DIR;
  await fs.rm(uploadsDir, { recursive: true, force: true });
});

function uploadRequest(
  fields: Record<string, string | Blob>,
  options: { cookie?: string; headers?: Record<string, string> } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.9", ...options.headers });
  if (options.cookie) headers.set("Cookie", options.cookie);
  return new Request("http://localhost:3000/api/uploads", { method: "POST", headers, body: form });
}

// Copied into a fresh Uint8Array: File wants bytes backed by a plain ArrayBuffer.
const asFile = (bytes: Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

type Answer = {
  ok: boolean;
  message?: string;
  image?: { id: string; url: string; thumbnailUrl: string; width: number; height: number };
};

async function upload(cookie: string, purpose: string, file: File) {
  const { status, body } = await callRoute(uploadsAction, uploadRequest({ purpose, file }, { cookie }));
  return { status, answer: body as Answer };
}

async function storedFiles(): Promise<string[]> {
  const entries = await fs.readdir(uploadsDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function rowsOf(ownerId: string) {
  return db().select().from(uploadedImages).where(eq(uploadedImages.ownerId, ownerId));
}

describe("uploading images", () => {
  it("stores a profile photo in two sizes and serves them as WebP", async () => {
    const { cookie, member } = await signedInMember({ name: "Asha Photo" });
    const { status, answer } = await upload(
      cookie,
      "avatar",
      asFile(await jpeg(1200, 900), "me.jpg", "image/jpeg"),
    );
    expect(status).toBe(200);
    const image = answer.image!;
    expect(image).toMatchObject({ width: 400, height: 400 });
    expect(image.url).toBe(`/uploads/${image.id}-400.webp`);
    expect(image.thumbnailUrl).toBe(`/uploads/${image.id}-160.webp`);

    const served = await fetch(`${origin}${image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const info = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(info).toMatchObject({ format: "webp", width: 400, height: 400 });
    const thumbnail = await sharp(
      Buffer.from(await (await fetch(`${origin}${image.thumbnailUrl}`)).arrayBuffer()),
    ).metadata();
    expect(thumbnail).toMatchObject({ width: 160, height: 160 });

    const [row] = await rowsOf(member.id);
    expect(row).toMatchObject({ id: image.id, purpose: "avatar", width: 400, height: 400 });
    expect(row!.bytes).toBeGreaterThan(0);
  });

  it("stores a portfolio image upright, without its EXIF", async () => {
    const { cookie } = await signedInMember({ name: "Ravi Portfolio" });
    const { status, answer } = await upload(
      cookie,
      "portfolio",
      asFile(await jpegWithExif(2400, 1600), "set.jpg", "image/jpeg"),
    );
    expect(status).toBe(200);
    expect(answer.image).toMatchObject({ width: 1067, height: 1600 });
    expect(answer.image!.url).toMatch(/-1600\.webp$/);
    const bytes = Buffer.from(await (await fetch(`${origin}${answer.image!.url}`)).arrayBuffer());
    expect(bytes.includes("Secret Photographer")).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it("lets other features check who owns an image, and for what", async () => {
    const owner = await signedInMember({ name: "Owner Check" });
    const other = await signedInMember({ name: "Other Check" });
    const { answer } = await upload(
      owner.cookie,
      "avatar",
      asFile(await jpeg(500, 500), "a.png", "image/png"),
    );
    const id = answer.image!.id;
    expect(await getOwnedImage(db(), owner.member.id, id, "avatar")).toMatchObject({
      id,
      url: answer.image!.url,
    });
    expect(await getOwnedImage(db(), owner.member.id, id, "portfolio")).toBeNull();
    expect(await getOwnedImage(db(), other.member.id, id, "avatar")).toBeNull();
    expect(await getOwnedImage(db(), owner.member.id, "not-an-id\u0000", "avatar")).toBeNull();
  });

  it("answers 404 for keys that do not exist or are not ours to name", async () => {
    for (const key of [
      "00000000-0000-4000-8000-000000000000-400.webp",
      "..%2F..%2Fserver.lock",
      "pglite",
      "x.webp",
    ]) {
      const response = await fetch(`${origin}/uploads/${key}`);
      expect(response.status, key).toBe(404);
    }
  });
});

describe("refused uploads store nothing", () => {
  const refusals = [
    {
      name: "a text file named .jpg",
      file: async () => asFile(Buffer.from("this is not a photo"), "photo.jpg", "image/jpeg"),
      status: 400,
      message: UPLOAD_MESSAGES.notAnImage,
    },
    {
      name: "a file over 10 MB",
      file: async () => asFile(new Uint8Array(MAX_UPLOAD_BYTES + 1), "big.jpg", "image/jpeg"),
      status: 413,
      message: UPLOAD_MESSAGES.tooManyBytes,
    },
    {
      name: "a decompression bomb",
      file: async () => asFile(pngDeclaring(20_000, 20_000), "bomb.png", "image/png"),
      status: 400,
      message: UPLOAD_MESSAGES.tooManyPixels,
    },
    {
      name: "a profile photo under 300x300",
      file: async () => asFile(await jpeg(200, 200), "small.jpg", "image/jpeg"),
      status: 400,
      message: UPLOAD_MESSAGES.avatarTooSmall,
    },
  ];

  for (const refusal of refusals) {
    it(`refuses ${refusal.name}`, async () => {
      const { cookie, member } = await signedInMember({ name: "Refused Person" });
      const before = await storedFiles();
      const { status, answer } = await upload(cookie, "avatar", await refusal.file());
      expect(status).toBe(refusal.status);
      expect(answer).toEqual({ ok: false, message: refusal.message });
      expect(await storedFiles()).toEqual(before);
      expect(await rowsOf(member.id)).toEqual([]);
    });
  }

  it("removes the stored files again when the row cannot be written", async () => {
    const before = await storedFiles();
    // No such account: the foreign key refuses the row after the files are stored.
    await expect(
      uploadImage(
        db(),
        { id: "no-such-account", client: { ipAddress: "192.0.2.1", userAgent: null } },
        { purpose: "portfolio", file: await jpeg(800, 600) },
      ),
    ).rejects.toThrow();
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses a declared length over the limit before reading the body", async () => {
    const { cookie } = await signedInMember({ name: "Declared Length" });
    const request = uploadRequest(
      { purpose: "avatar", file: asFile(await jpeg(400, 400), "a.jpg", "image/jpeg") },
      { cookie, headers: { "Content-Length": String(50 * 1024 * 1024) } },
    );
    const { status, body } = await callRoute(uploadsAction, request);
    expect(status).toBe(413);
    expect(body).toEqual({ ok: false, message: UPLOAD_MESSAGES.tooManyBytes });
    expect(request.bodyUsed).toBe(false);
  });

  it("stops reading a chunked body at the limit instead of buffering it all", async () => {
    const { cookie } = await signedInMember({ name: "Chunked Body" });
    const boundary = "----rangmanch-test";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\navatar\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="endless.jpg"\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    );
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 100 MB at most, so a broken limit fails the test instead of hanging it.
        if (sent > 100 * 1024 * 1024) return controller.close();
        const next = sent === 0 ? head : chunk;
        sent += next.byteLength;
        controller.enqueue(next);
      },
    });
    const request = new Request("http://localhost:3000/api/uploads", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body: endless,
      duplex: "half",
    } as RequestInit);
    const { status, body } = await callRoute(uploadsAction, request);
    expect(status).toBe(413);
    expect(body).toEqual({ ok: false, message: UPLOAD_MESSAGES.tooManyBytes });
    expect(sent).toBeLessThan(MAX_UPLOAD_BYTES + 2 * 1024 * 1024);
  });

  it("asks for a file and a purpose", async () => {
    const { cookie } = await signedInMember({ name: "Missing Fields" });
    const noFile = await callRoute(uploadsAction, uploadRequest({ purpose: "avatar" }, { cookie }));
    expect(noFile).toEqual({ status: 400, body: { ok: false, message: UPLOAD_MESSAGES.noFile } });
    const emptyFile = await callRoute(
      uploadsAction,
      uploadRequest(
        { purpose: "avatar", file: asFile(new Uint8Array(0), "", "application/octet-stream") },
        { cookie },
      ),
    );
    expect(emptyFile).toEqual({ status: 400, body: { ok: false, message: UPLOAD_MESSAGES.noFile } });
    const badPurpose = await callRoute(
      uploadsAction,
      uploadRequest(
        { purpose: "banner", file: asFile(await jpeg(400, 400), "a.jpg", "image/jpeg") },
        { cookie },
      ),
    );
    expect(badPurpose).toEqual({ status: 400, body: { ok: false, message: UPLOAD_MESSAGES.unknownPurpose } });
    const notAForm = await callRoute(
      uploadsAction,
      new Request("http://localhost:3000/api/uploads", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: "{}",
      }),
    );
    expect(notAForm).toEqual({ status: 400, body: { ok: false, message: UPLOAD_MESSAGES.unreadableForm } });
  });
});

describe("who may upload and delete", () => {
  it("sends signed-out visitors to sign in", async () => {
    const { status, body } = await callRoute(
      uploadsAction,
      uploadRequest(
        { purpose: "avatar", file: asFile(await jpeg(400, 400), "a.jpg", "image/jpeg") },
        { headers: { Referer: "http://localhost:3000/edit-profile/12" } },
      ),
    );
    expect(status).toBe(302);
    // Back to the editor it was posted from, not to the endpoint (which has no page).
    expect((body as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fedit-profile%2F12");
  });

  it("does not answer GET", async () => {
    const { status } = await callRoute(uploadsLoader, get("/api/uploads"));
    expect(status).toBe(405);
  });

  it("lets only the owner delete an image; for anyone else it is not found", async () => {
    const owner = await signedInMember({ name: "Image Owner" });
    const intruder = await signedInMember({ name: "Image Intruder" });
    const { answer } = await upload(
      owner.cookie,
      "portfolio",
      asFile(await jpeg(800, 600), "a.jpg", "image/jpeg"),
    );
    const image = answer.image!;
    const remove = (cookie: string, imageId: string) =>
      callRoute(uploadsAction, uploadRequest({ intent: "delete", imageId }, { cookie }));

    expect(await remove(intruder.cookie, image.id)).toEqual({
      status: 404,
      body: { ok: false, message: UPLOAD_MESSAGES.notFound },
    });
    expect((await fetch(`${origin}${image.url}`)).status).toBe(200);
    expect(await rowsOf(owner.member.id)).toHaveLength(1);

    expect((await remove(owner.cookie, "../../etc/passwd")).status).toBe(404);
    expect(await remove(owner.cookie, image.id)).toMatchObject({ status: 200, body: { ok: true } });
    expect((await fetch(`${origin}${image.url}`)).status).toBe(404);
    expect((await fetch(`${origin}${image.thumbnailUrl}`)).status).toBe(404);
    expect(await rowsOf(owner.member.id)).toEqual([]);
    expect((await remove(owner.cookie, image.id)).status).toBe(404);
  });

  it("limits uploads per account with 429 and says when to come back", async () => {
    const { cookie, member } = await signedInMember({ name: "Busy Uploader" });
    for (let i = 0; i < LIMITS.imageUploadsPerAccount.max; i += 1) {
      await hitLimit(`image-upload:${member.id}`, LIMITS.imageUploadsPerAccount);
    }
    const request = uploadRequest(
      { purpose: "avatar", file: asFile(await jpeg(400, 400), "a.jpg", "image/jpeg") },
      { cookie },
    );
    const { status, body } = await callRoute(uploadsAction, request);
    expect(status).toBe(429);
    expect((body as Answer).message).toMatch(
      /^You have uploaded many images in a short time\. Please try again in \d+ minutes?\.$/,
    );
    expect(await rowsOf(member.id)).toEqual([]);
  });

  // Issue 23, item 5: refused uploads counted against the limit, so a few tries at a big photo used it up.
  it("counts only stored images against the limit: a refused or failed upload gives its turn back", async () => {
    const { cookie, member } = await signedInMember({ name: "Retrying Uploader" });
    for (let i = 0; i < LIMITS.imageUploadsPerAccount.max - 1; i += 1) {
      await hitLimit(`image-upload:${member.id}`, LIMITS.imageUploadsPerAccount);
    }
    // The last turn left: refusals do not spend it.
    const refused = [
      asFile(Buffer.from("this is not a photo"), "photo.jpg", "image/jpeg"),
      asFile(await jpeg(200, 200), "small.jpg", "image/jpeg"),
      asFile(new Uint8Array(MAX_UPLOAD_BYTES + 1), "big.jpg", "image/jpeg"),
    ];
    for (const file of refused) expect((await upload(cookie, "avatar", file)).status).toBeLessThan(429);
    const stored = await upload(cookie, "avatar", asFile(await jpeg(400, 400), "a.jpg", "image/jpeg"));
    expect(stored.status).toBe(200);
    // And that stored one did spend it.
    const over = await upload(cookie, "avatar", asFile(await jpeg(400, 400), "b.jpg", "image/jpeg"));
    expect(over.status).toBe(429);
  });

  it("deleting the account removes its image files, which are then no longer served", async () => {
    const leaving = await signedInMember({ name: "Leaving Uploader", password: STRONG_PASSWORD });
    const staying = await signedInMember({ name: "Staying Uploader" });
    const avatar = (
      await upload(leaving.cookie, "avatar", asFile(await jpeg(400, 400), "a.jpg", "image/jpeg"))
    ).answer.image!;
    const work = (
      await upload(leaving.cookie, "portfolio", asFile(await jpeg(900, 600), "w.jpg", "image/jpeg"))
    ).answer.image!;
    const kept = (await upload(staying.cookie, "avatar", asFile(await jpeg(400, 400), "k.jpg", "image/jpeg")))
      .answer.image!;
    const leavingUrls = [avatar.url, avatar.thumbnailUrl, work.url, work.thumbnailUrl];
    for (const url of leavingUrls) expect((await fetch(`${origin}${url}`)).status).toBe(200);

    const wrongPassword = await callRoute(
      accountAction,
      post(
        "/account",
        { intent: "delete-account", confirmation: "DELETE", password: "not-the-password" },
        { cookie: leaving.cookie },
      ),
    );
    expect(wrongPassword.status).toBe(400);
    for (const url of leavingUrls) expect((await fetch(`${origin}${url}`)).status).toBe(200);

    await callRoute(
      accountAction,
      post(
        "/account",
        { intent: "delete-account", confirmation: "DELETE", password: STRONG_PASSWORD },
        { cookie: leaving.cookie },
      ),
    );
    expect(await rowsOf(leaving.member.id)).toEqual([]);
    for (const url of leavingUrls) expect((await fetch(`${origin}${url}`)).status).toBe(404);
    expect((await fetch(`${origin}${kept.url}`)).status).toBe(200);
    expect(await rowsOf(staying.member.id)).toHaveLength(1);
  });
});

describe("in S3-compatible object storage", () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3Server({ prefix: "uploads" });
    Object.assign(process.env, s3.env);
  });
  afterAll(async () => {
    // The next test file in this worker gets the local disk again.
    for (const name of Object.keys(s3.env)) delete process.env[name];
    await s3.close();
  });

  /** A browser's revalidation (fetch would add Cache-Control: no-cache, which asks for the whole file). */
  const revalidate = (url: string, etag: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get(url, { headers: { "If-None-Match": etag } }, (response) => {
          response.resume();
          resolve(response.statusCode!);
        })
        .on("error", reject);
    });

  it("stores both sizes in the bucket, serves them with validators, and deletes them", async () => {
    const filesOnDisk = await storedFiles();
    const { cookie } = await signedInMember({ name: "Bucket Photo" });
    const { status, answer } = await upload(
      cookie,
      "avatar",
      asFile(await jpeg(1200, 900), "me.jpg", "image/jpeg"),
    );
    expect(status).toBe(200);
    const image = answer.image!;
    const storage = getFileStorage();
    expect(storage).toBeInstanceOf(S3Storage);
    const keys = [`${image.id}-400.webp`, `${image.id}-160.webp`];
    for (const key of keys) {
      expect(await storage.stat(key), key).not.toBeNull();
      // Under the prefix, in the server's folder of that bucket.
      expect(
        (await fs.readdir(path.join(s3.dir, s3.bucket, "uploads"))).some((name) => name.startsWith(key)),
        key,
      ).toBe(true);
    }
    expect(await storedFiles()).toEqual(filesOnDisk);

    const served = await fetch(`${origin}${image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = served.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(served.headers.get("last-modified")).toBeTruthy();
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(Number(served.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 400, height: 400 });
    expect(await revalidate(`${origin}${image.url}`, etag)).toBe(304);

    const removed = await callRoute(
      uploadsAction,
      uploadRequest({ intent: "delete", imageId: image.id }, { cookie }),
    );
    expect(removed).toMatchObject({ status: 200, body: { ok: true } });
    for (const key of keys) expect(await storage.stat(key), key).toBeNull();
    expect((await fetch(`${origin}${image.url}`)).status).toBe(404);
    expect(await revalidate(`${origin}${image.thumbnailUrl}`, etag)).toBe(404);
  });
});
