import type { Readable } from "node:stream";

/**
 * Where uploaded files live. Everything else (the upload service, the serving
 * route, deletions) goes through this interface, so a server's files can live
 * on its own disk or in S3-compatible object storage without touching them, and
 * any number of server processes can share one bucket (design brief, section 7;
 * decision 062). The same contract tests run against both
 * (storage.server.test.ts).
 *
 * Keys are made by the server (see image-keys.ts), never taken from a request,
 * and every implementation checks them by one rule (storage-key.server.ts):
 * writes refuse an unsafe key with UnsafeStorageKeyError, reads answer null.
 */
export interface FileStorage {
  /**
   * Stores the bytes under `key`, replacing any file there; readers never see half a file.
   * `contentType` is the object's type in S3; the local disk goes by the key's extension.
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, whole, or null when nothing is stored under `key`. */
  get(key: string): Promise<Uint8Array | null>;
  /** What is known of the file without reading it (for HEAD and conditional requests), or null. */
  stat(key: string): Promise<FileFacts | null>;
  /** The file as a stream, with its facts, or null. The caller must read or destroy `body`. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * What a reader learns before the first byte: enough to answer a conditional
 * request. `etag` is an HTTP entity tag, quoted (weak, `W/"..."`, on the local
 * disk; S3's own strong one there), and changes whenever the file is replaced.
 */
export type FileFacts = { size: number; etag: string; lastModified: Date };

export type StoredFile = FileFacts & { body: Readable };
