import crypto from "node:crypto";
import fs from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrateDatabase } from "~/db/migrate.server";
import { profiles, uploadedImages, user } from "~/db/schema";
import { getProfileSummary } from "~/features/profiles/get-profile-summary.server";
import { getPublicProfile } from "~/features/profiles/get-public-profile.server";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";
import { removeUnusedImages } from "~/features/uploads/remove-unused-images.server";
import { createMember, createProfile } from "../factories";
import { emptyDatabase, migrateFrom, migrationsBefore } from "./older-database";
import { setUpTestDatabase } from "./test-database";

const db = setUpTestDatabase();

/** An uploaded avatar's row, as the upload service stores it (the files do not matter here). */
async function avatarOf(ownerId: string, createdAt = new Date()) {
  const id = crypto.randomUUID();
  await db()
    .insert(uploadedImages)
    .values({ id, ownerId, purpose: "avatar", storageKey: id, width: 400, height: 400, bytes: 1, createdAt });
  return id;
}

describe("a profile's photo is its uploaded image, referenced by id", () => {
  it("every page gets its URL from the image; sample art shows until a photo is chosen", async () => {
    const member = await createMember({ name: "Photo Person" });
    const profile = await createProfile(member, { staticImageUrl: "/images/talent/sample.svg" });
    const page = async () => (await getPublicProfile(db(), profile.username))!.imageUrl;
    expect(await page()).toBe("/images/talent/sample.svg");

    const photo = await avatarOf(member.id);
    await db().update(profiles).set({ imageId: photo }).where(eq(profiles.id, profile.id));
    expect(await page()).toBe(`/uploads/${photo}-400.webp`);
    expect(await getProfileSummary(db(), member.id)).toMatchObject({
      imageUrl: `/uploads/${photo}-400.webp`,
    });

    // Deleting the image takes it off the profile (the foreign key), instead of leaving a dead link.
    await db().delete(uploadedImages).where(eq(uploadedImages.id, photo));
    expect((await db().select().from(profiles).where(eq(profiles.id, profile.id)))[0]!.imageId).toBeNull();
    expect(await page()).toBe("/images/talent/sample.svg");
  });

  it("falls back to the caller's column (a sign-in picture), and to null", async () => {
    const member = await createMember({ name: "Social Picture" });
    await db().update(user).set({ image: "https://example.com/me.png" }).where(eq(user.id, member.id));
    const profile = await createProfile(member);
    const read = async () =>
      (
        await db()
          .select({ url: profilePhotoColumn(profiles, user.image), bare: profilePhotoColumn(profiles) })
          .from(profiles)
          .innerJoin(user, eq(user.id, profiles.userId))
          .where(eq(profiles.id, profile.id))
      )[0];
    expect(await read()).toEqual({ url: "https://example.com/me.png", bare: null });
    const photo = await avatarOf(member.id);
    await db().update(profiles).set({ imageId: photo }).where(eq(profiles.id, profile.id));
    expect(await read()).toEqual({ url: `/uploads/${photo}-400.webp`, bare: `/uploads/${photo}-400.webp` });
  });

  it("the clean-up job keeps an image a profile uses, found by its id", async () => {
    const member = await createMember({ name: "Old Photos" });
    const profile = await createProfile(member);
    const longAgo = new Date(Date.now() - 48 * 3_600_000);
    const used = await avatarOf(member.id, longAgo);
    await avatarOf(member.id, longAgo); // replaced since: unused
    await db().update(profiles).set({ imageId: used }).where(eq(profiles.id, profile.id));
    await removeUnusedImages();
    const left = await db()
      .select({ id: uploadedImages.id })
      .from(uploadedImages)
      .where(eq(uploadedImages.ownerId, member.id));
    expect(left.map((row) => row.id)).toEqual([used]);
  });
});

/**
 * The migration that moved avatars from URLs to ids (0006), run on a database
 * the previous release left: every migration before it applied, avatars and
 * sample art stored as URLs in `profiles.image_url`.
 */
describe("an existing database keeps its avatars", () => {
  it("maps /uploads/ URLs to their images, keeps sample art, and drops links to images that are gone", async () => {
    const { handle, drop } = await emptyDatabase();
    const folder = await migrationsBefore("0006_profile_photo_by_id");
    try {
      await migrateFrom(handle, folder);
      const imageId = crypto.randomUUID();
      const portfolioId = crypto.randomUUID();
      const goneId = crypto.randomUUID();
      // As the previous release wrote them.
      await handle.db.execute(sql`
        insert into "user" (id, name, email) values ('u1', 'Old Member', 'old@example.com');
      `);
      await handle.db.execute(sql`
        insert into uploaded_images (id, owner_id, purpose, storage_key, width, height, bytes) values
          (${imageId}, 'u1', 'avatar', ${imageId}, 400, 400, 1),
          (${portfolioId}, 'u1', 'portfolio', ${portfolioId}, 1600, 900, 1)
      `);
      await handle.db.execute(sql`
        insert into profiles (username, name, role, location, image_url) values
          ('uploaded', 'Uploaded', 'Actor', 'Mumbai', ${`/uploads/${imageId}-400.webp`}),
          ('sample', 'Sample', 'Actor', 'Mumbai', '/images/talent/sample.svg'),
          ('gone', 'Gone', 'Actor', 'Mumbai', ${`/uploads/${goneId}-400.webp`}),
          ('not-an-avatar', 'Odd', 'Actor', 'Mumbai', ${`/uploads/${portfolioId}-400.webp`}),
          ('none', 'None', 'Actor', 'Mumbai', null)
      `);

      await migrateDatabase(handle);

      const rows = await handle.db
        .select({
          username: profiles.username,
          imageId: profiles.imageId,
          staticImageUrl: profiles.staticImageUrl,
          shown: profilePhotoColumn(profiles),
        })
        .from(profiles)
        .orderBy(profiles.username);
      expect(rows).toEqual([
        { username: "gone", imageId: null, staticImageUrl: null, shown: null },
        { username: "none", imageId: null, staticImageUrl: null, shown: null },
        { username: "not-an-avatar", imageId: null, staticImageUrl: null, shown: null },
        {
          username: "sample",
          imageId: null,
          staticImageUrl: "/images/talent/sample.svg",
          shown: "/images/talent/sample.svg",
        },
        {
          username: "uploaded",
          imageId,
          staticImageUrl: null,
          shown: `/uploads/${imageId}-400.webp`,
        },
      ]);
    } finally {
      await handle.close();
      await drop();
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
