import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "~/lib/config.server";
import type { FileFacts, FileStorage, StoredFile } from "./file-storage";
import { assertSafeStorageKey, isSafeStorageKey } from "./storage-key.server";

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2...)
 * through the AWS SDK v3's S3 client, under `prefix/` when one is set, so any
 * number of server processes on any number of machines share them (decision 062).
 *
 * Each object is written whole by one PutObject, so readers see the old object
 * or the new one, never half of one. Reads stream GetObject's body: an image
 * never sits whole in this process's memory on its way to a browser.
 */
export class S3Storage implements FileStorage {
  readonly bucket: string;
  readonly prefix: string;
  private readonly client: S3Client;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // A copy: the configuration is frozen, and the SDK marks the credentials object it is given.
      credentials: settings.credentials && { ...settings.credentials },
      // Since SDK 3.729 the client adds CRC32 checksums to every upload and checks them on every
      // download unless told otherwise; several S3-compatible stores refuse or do not send them.
      // Only where the operation requires one, as before.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      requestHandler: {
        // A store that does not answer fails the request instead of holding it forever.
        connectionTimeout: 5_000,
        socketTimeout: 30_000,
        // Each image on its way to a browser holds one connection until the browser has it.
        httpAgent: { keepAlive: true, maxSockets: 256 },
        httpsAgent: { keepAlive: true, maxSockets: 256 },
      },
    });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertSafeStorageKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<Uint8Array | null> {
    const file = await this.open(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    return new Uint8Array(Buffer.concat(chunks));
  }

  async stat(key: string): Promise<FileFacts | null> {
    if (!isSafeStorageKey(key)) return null;
    const head = await missingAsNull(() =>
      this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) })),
    );
    return head && factsOf(key, head);
  }

  async open(key: string): Promise<StoredFile | null> {
    if (!isSafeStorageKey(key)) return null;
    const object = await missingAsNull(() =>
      this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) })),
    );
    if (!object) return null;
    // On Node.js the SDK hands over the HTTP response itself (an IncomingMessage).
    if (!(object.Body instanceof Readable)) throw new Error(`S3 sent no readable body for ${key}`);
    return { ...factsOf(key, object), body: object.Body };
  }

  async delete(key: string): Promise<void> {
    assertSafeStorageKey(key);
    // S3 answers 204 for a key it does not have, so removing a missing file is not an error here either.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  private objectKey(key: string): string {
    return this.prefix ? `${this.prefix}/${key}` : key;
  }
}

type ObjectHead = { ContentLength?: number; ETag?: string; LastModified?: Date };

function factsOf(key: string, head: ObjectHead): FileFacts {
  const { ContentLength: size, ETag: etag, LastModified: lastModified } = head;
  if (size === undefined || !etag || !lastModified)
    throw new Error(`S3 did not say the size, ETag and date of ${key}`);
  return { size, etag, lastModified };
}

/**
 * Null for "no such object": NoSuchKey from GetObject, a bare 404 (NotFound)
 * from HeadObject, which has no body to say more. A refused credential still
 * throws, and so does GetObject in a missing bucket (NoSuchBucket), so a bad
 * setting shows as errors in the log, not only as missing images.
 */
async function missingAsNull<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound"))
      return null;
    throw error;
  }
}
