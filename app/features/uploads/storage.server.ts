import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { config, type Env, readConfig } from "~/lib/config.server";

/**
 * Where uploaded files live. Everything else (the upload service, the serving
 * route) goes through this interface, so a server's files can move from its
 * own disk to S3-compatible object storage without touching them, and any
 * number of server processes can then share one store (design brief, section 7).
 *
 * Keys are made by the server (see image-keys.ts), never taken from a request.
 */
export interface FileStorage {
  /** Stores the bytes under `key`, replacing any file there; readers never see half a file. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** One path segment of letters, digits, `-` and `_`, with at most one extension: no `/`, no `..`. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9]+)?$/;

export class UnsafeStorageKeyError extends Error {
  constructor(key: string) {
    super(`Refused an unsafe storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = "UnsafeStorageKeyError";
  }
}

/**
 * Files on this machine's disk, under `root`, spread over 256 folders by the
 * key's first two characters so that no folder grows huge. For one machine:
 * several machines behind a load balancer each see only their own disk.
 */
export class LocalDiskStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const file = this.pathFor(key);
    if (!file) throw new UnsafeStorageKeyError(key);
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
    const file = this.pathFor(key);
    if (!file) return null;
    try {
      return await fs.readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathFor(key);
    if (!file) throw new UnsafeStorageKeyError(key);
    await fs.rm(file, { force: true });
  }

  /** The file for a key, or null for a key that could leave the root (checked twice, by shape and by path). */
  private pathFor(key: string): string | null {
    if (!SAFE_KEY.test(key)) return null;
    const file = path.resolve(this.root, key.slice(0, 2), key);
    return file.startsWith(this.root + path.sep) ? file : null;
  }
}

/**
 * Which storage to use, from the environment (docs/operations.md, "Uploaded files"):
 * - `UPLOADS_STORAGE=local` (the default): `LocalDiskStorage` in `UPLOADS_DIR`,
 *   which defaults to `$DATA_DIR/uploads` (`DATA_DIR` defaults to `./data`).
 * - `UPLOADS_STORAGE=s3`: reserved for S3-compatible object storage, not built
 *   yet. To add it, write a class implementing `FileStorage` (PutObject with the
 *   content type, GetObject answering null on NoSuchKey, DeleteObject), read its
 *   bucket, endpoint and credentials in lib/config.server.ts, and return it from this switch.
 *
 * `env` is for tests; the server's own settings come from lib/config.server.ts.
 */
export function readStorageConfig(env?: Env) {
  return (env ? readConfig(env) : config()).uploads;
}

let current: { signature: string; storage: FileStorage } | undefined;

/** The storage for this process's settings, made once and kept. */
export function getFileStorage(env?: Env): FileStorage {
  const config = readStorageConfig(env);
  const signature = JSON.stringify(config);
  if (current?.signature === signature) return current.storage;
  current = { signature, storage: createFileStorage(config) };
  return current.storage;
}

function createFileStorage(config: ReturnType<typeof readStorageConfig>): FileStorage {
  switch (config.driver) {
    case "local":
      return new LocalDiskStorage(config.uploadsDir);
    case "s3":
      throw new Error(
        "UPLOADS_STORAGE=s3 is not available yet: S3-compatible storage is planned (docs/operations.md). Use UPLOADS_STORAGE=local.",
      );
    default:
      throw new Error(`UPLOADS_STORAGE must be "local" (or, later, "s3"); it is "${config.driver}".`);
  }
}
