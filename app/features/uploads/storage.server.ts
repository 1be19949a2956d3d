import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { config, type Env, readConfig } from "~/lib/config.server";
import type { FileFacts, FileStorage, StoredFile } from "./file-storage";
import { S3Storage } from "./s3-storage.server";
import { assertSafeStorageKey, isSafeStorageKey, UnsafeStorageKeyError } from "./storage-key.server";

export type { FileFacts, FileStorage, StoredFile } from "./file-storage";

/**
 * Files on this machine's disk, under `root`, spread over 256 folders by the
 * key's first two characters so that no folder grows huge. For one machine:
 * several machines behind a load balancer each see only their own disk.
 *
 * The content type is not kept: the key's extension says it (`.webp`).
 */
export class LocalDiskStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const file = this.pathFor(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside, then renamed: a concurrent reader gets the old file or the whole new one.
    const temporary = `${file}.${crypto.randomUUID()}.tmp`;
    try {
      await fs.writeFile(temporary, bytes, { flag: "wx", flush: true });
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Uint8Array | null> {
    const file = this.existingPathFor(key);
    if (!file) return null;
    return missingAsNull(() => fs.readFile(file));
  }

  async stat(key: string): Promise<FileFacts | null> {
    const file = this.existingPathFor(key);
    if (!file) return null;
    const stats = await missingAsNull(() => fs.stat(file));
    return stats?.isFile() ? factsOf(stats) : null;
  }

  async open(key: string): Promise<StoredFile | null> {
    const file = this.existingPathFor(key);
    if (!file) return null;
    const handle = await missingAsNull(() => fs.open(file, "r"));
    if (!handle) return null;
    try {
      // The facts of the open file itself: a replacement renamed over it meanwhile does not change what is read.
      const stats = await handle.stat();
      if (stats.isFile()) return { ...factsOf(stats), body: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw error;
    }
    await handle.close();
    return null;
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathFor(key), { force: true });
  }

  /** The file for a key. Checked twice, by shape and by path: an unsafe key throws UnsafeStorageKeyError. */
  private pathFor(key: string): string {
    assertSafeStorageKey(key);
    const file = path.resolve(this.root, key.slice(0, 2), key);
    if (!file.startsWith(this.root + path.sep)) throw new UnsafeStorageKeyError(key);
    return file;
  }

  /** For reads: an unsafe key names no stored file. */
  private existingPathFor(key: string): string | null {
    return isSafeStorageKey(key) ? this.pathFor(key) : null;
  }
}

/**
 * A weak validator from the size and the modification time (to the
 * millisecond), as Express's own static files have: no hash, so answering a
 * revalidation never reads the file. Weak because two different files of one
 * size written in the same millisecond would share it; keys are never reused
 * for other content (image-keys.ts), and a replacement is a new file with a
 * new time.
 */
function factsOf(stats: { size: number; mtime: Date; mtimeMs: number }): FileFacts {
  return {
    size: stats.size,
    etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
    lastModified: stats.mtime,
  };
}

async function missingAsNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return null;
    throw error;
  }
}

/**
 * Which storage to use, from the environment (docs/operations.md, "Uploaded files";
 * the variables are read and checked in lib/config.server.ts):
 * - `UPLOADS_STORAGE=local` (the default): `LocalDiskStorage` in `UPLOADS_DIR`,
 *   which defaults to `$DATA_DIR/uploads` (`DATA_DIR` defaults to `./data`).
 * - `UPLOADS_STORAGE=s3`: `S3Storage` (s3-storage.server.ts) in `S3_BUCKET`, under
 *   `S3_PREFIX`, at `S3_ENDPOINT` (AWS itself when unset) in `S3_REGION`, with
 *   `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY` or else the AWS SDK's own
 *   credentials, and `S3_FORCE_PATH_STYLE` for stores such as MinIO.
 *
 * `env` is for tests; the server's own settings come from lib/config.server.ts.
 */
export function readStorageConfig(env?: Env) {
  return (env ? readConfig(env) : config()).uploads;
}

let current: { signature: string; storage: FileStorage } | undefined;

/** The storage for this process's settings, made once and kept (an S3 client keeps its connections). */
export function getFileStorage(env?: Env): FileStorage {
  const config = readStorageConfig(env);
  const signature = JSON.stringify(config);
  if (current?.signature === signature) return current.storage;
  current = { signature, storage: createFileStorage(config) };
  return current.storage;
}

function createFileStorage(config: ReturnType<typeof readStorageConfig>): FileStorage {
  if (config.driver === "local") return new LocalDiskStorage(config.uploadsDir);
  // The configuration refuses UPLOADS_STORAGE=s3 without S3_BUCKET, so this is only a guard.
  if (!config.s3) throw new Error("UPLOADS_STORAGE=s3 needs S3_BUCKET (docs/operations.md).");
  return new S3Storage(config.s3);
}
