/**
 * The one rule for storage keys, shared by every `FileStorage` (the local disk
 * and S3): one path segment of letters, digits, `-` and `_`, with at most one
 * extension. No `/`, no `..`, nothing that could leave the uploads folder or
 * the bucket's prefix. Keys are made by the server (image-keys.ts), so a key
 * that breaks the rule is a bug or an attack, never a member's mistake.
 */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9]+)?$/;

export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

export class UnsafeStorageKeyError extends Error {
  constructor(key: string) {
    super(`Refused an unsafe storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = "UnsafeStorageKeyError";
  }
}

/** For writes: a key that breaks the rule is refused loudly (reads answer "not stored" instead). */
export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new UnsafeStorageKeyError(key);
}
