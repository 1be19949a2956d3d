import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getFileStorage, LocalDiskStorage, readStorageConfig, UnsafeStorageKeyError } from "./storage.server";

let root: string;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "rangmanch-storage-"));
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe("LocalDiskStorage", () => {
  it("puts, gets and deletes files, and deleting twice is fine", async () => {
    const storage = new LocalDiskStorage(path.join(root, "uploads"));
    await storage.put("ab12-400.webp", new Uint8Array([1, 2, 3]), "image/webp");
    expect(Array.from((await storage.get("ab12-400.webp"))!)).toEqual([1, 2, 3]);
    await storage.delete("ab12-400.webp");
    await storage.delete("ab12-400.webp");
    expect(await storage.get("ab12-400.webp")).toBeNull();
    // Nothing half-written is left beside the file.
    expect(await fs.readdir(path.join(root, "uploads", "ab"))).toEqual([]);
  });

  it("never reaches outside its folder, whatever the key", async () => {
    const storage = new LocalDiskStorage(path.join(root, "uploads"));
    await fs.writeFile(path.join(root, "secret.txt"), "secret");
    for (const key of ["../secret.txt", "../../secret.txt", "/etc/passwd", "a/../../secret.txt", ".."]) {
      expect(await storage.get(key), key).toBeNull();
      await expect(storage.put(key, new Uint8Array([1]), "image/webp")).rejects.toBeInstanceOf(
        UnsafeStorageKeyError,
      );
      await expect(storage.delete(key)).rejects.toBeInstanceOf(UnsafeStorageKeyError);
    }
    expect(await fs.readFile(path.join(root, "secret.txt"), "utf8")).toBe("secret");
  });
});

describe("choosing the storage", () => {
  it("defaults to the disk under DATA_DIR, and UPLOADS_DIR overrides it", () => {
    expect(readStorageConfig({ DATA_DIR: root })).toEqual({
      driver: "local",
      uploadsDir: path.join(root, "uploads"),
    });
    expect(readStorageConfig({ DATA_DIR: root, UPLOADS_DIR: path.join(root, "elsewhere") }).uploadsDir).toBe(
      path.join(root, "elsewhere"),
    );
    const storage = getFileStorage({ UPLOADS_DIR: root });
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    expect((storage as LocalDiskStorage).root).toBe(root);
  });

  it("says plainly that S3 is not built yet, and refuses unknown drivers", () => {
    expect(() => getFileStorage({ UPLOADS_STORAGE: "s3" })).toThrow(/not available yet/);
    expect(() => getFileStorage({ UPLOADS_STORAGE: "ftp" })).toThrow(/must be "local"/);
  });
});
