import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portfolioItems, productions, profiles, rateLimits, uploadedImages } from "~/db/schema";
import { hitLimit, removeExpiredLimits } from "~/features/security/rate-limit.server";
import { imageKeys } from "~/features/uploads/image-keys";
import { removeUnusedImages, UNUSED_IMAGE_GRACE_HOURS } from "~/features/uploads/remove-unused-images.server";
import { getFileStorage } from "~/features/uploads/storage.server";
import { uploadImage } from "~/features/uploads/upload-image.server";
import type { ImagePurpose } from "~/features/uploads/upload-rules";
import { createMember, createProfile } from "../factories";
import { jpeg } from "../support/test-images";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), "rangmanch-housekeeping-"));
  process.env.UPLOADS_DIR = uploadsDir;
});
afterAll(async () => {
  delete process.env.UPLOADS_DIR;
  await fs.rm(uploadsDir, { recursive: true, force: true });
});

const HOUR = 3_600_000;

async function upload(ownerId: string, purpose: ImagePurpose, hoursAgo: number) {
  const uploader = { id: ownerId, client: { ipAddress: "192.0.2.1", userAgent: null } };
  const image = await uploadImage(db(), uploader, { purpose, file: await jpeg(400, 400) });
  const createdAt = new Date(Date.now() - hoursAgo * HOUR);
  await db().update(uploadedImages).set({ createdAt }).where(eq(uploadedImages.id, image.id));
  return image;
}

async function filesExist(imageId: string, purpose: ImagePurpose) {
  const storage = getFileStorage();
  const found = await Promise.all(imageKeys(imageId, purpose).map((key) => storage.get(key)));
  return found.map((bytes) => bytes !== null);
}

describe("unused uploaded images", () => {
  it("removes images nobody uses once the grace period is over, and keeps every other", async () => {
    const member = await createMember({ name: "Tidy Uploader" });
    const profile = await createProfile(member);
    const old = UNUSED_IMAGE_GRACE_HOURS + 1;
    const photo = await upload(member.id, "avatar", old);
    const replacedPhoto = await upload(member.id, "avatar", old);
    const work = await upload(member.id, "portfolio", old);
    const abandonedWork = await upload(member.id, "portfolio", old);
    const justUploaded = await upload(member.id, "portfolio", 1);

    await db().update(profiles).set({ imageId: photo.id }).where(eq(profiles.id, profile.id));
    await db()
      .insert(portfolioItems)
      .values({
        id: `p${Date.now()}housekeeping`,
        profileId: profile.id,
        type: "image",
        title: "Stage still",
        url: work.url,
        thumbnailUrl: work.thumbnailUrl,
        imageId: work.id,
      });

    expect(await removeUnusedImages()).toBe(2);

    const ids = [photo, replacedPhoto, work, abandonedWork, justUploaded].map((image) => image.id);
    const left = await db()
      .select({ id: uploadedImages.id })
      .from(uploadedImages)
      .where(inArray(uploadedImages.id, ids));
    expect(left.map((row) => row.id).sort()).toEqual([photo.id, work.id, justUploaded.id].sort());
    expect(await filesExist(replacedPhoto.id, "avatar")).toEqual([false, false]);
    expect(await filesExist(abandonedWork.id, "portfolio")).toEqual([false, false]);
    expect(await filesExist(photo.id, "avatar")).toEqual([true, true]);
    expect(await filesExist(work.id, "portfolio")).toEqual([true, true]);
    expect(await filesExist(justUploaded.id, "portfolio")).toEqual([true, true]);

    // A second sweep finds nothing more to do.
    expect(await removeUnusedImages()).toBe(0);
  });

  it("keeps a production's logo", async () => {
    const member = await createMember({ name: "Logo Owner" });
    const logo = await upload(member.id, "avatar", UNUSED_IMAGE_GRACE_HOURS + 1);
    await db()
      .insert(productions)
      .values({
        slug: `logo-${logo.id.toLowerCase()}`,
        name: "Logo Films",
        kind: "production-house",
        website: "https://logo.example",
        logoImageId: logo.id,
      });
    expect(await removeUnusedImages()).toBe(0);
    expect(await filesExist(logo.id, "avatar")).toEqual([true, true]);
  });
});

describe("rate-limit counters", () => {
  it("removes counters whose window has passed and keeps the running ones", async () => {
    const rule = { max: 5, windowSeconds: 60 };
    const now = new Date();
    await hitLimit("housekeeping:expired", rule, new Date(now.getTime() - 2 * 60_000));
    await hitLimit("housekeeping:running", rule, now);

    expect(await removeExpiredLimits(now)).toBeGreaterThanOrEqual(1);
    const keys = (await db().select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain("housekeeping:running");
    expect(keys).not.toContain("housekeeping:expired");
  });
});
