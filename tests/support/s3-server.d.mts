export type S3TestServer = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  dir: string;
  /** UPLOADS_STORAGE=s3 and every S3_* variable the server needs to use this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
};
export function startS3Server(options?: {
  port?: number;
  dir?: string;
  bucket?: string;
  prefix?: string;
}): Promise<S3TestServer>;
