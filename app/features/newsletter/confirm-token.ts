import crypto from "node:crypto";

/** Only the token's hash is stored: a leaked table confirms nobody's address. */
export function hashConfirmToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** A token as we make them (32 random bytes, base64url); anything else is not looked up. */
export function looksLikeConfirmToken(value: string | null): value is string {
  return value !== null && /^[A-Za-z0-9_-]{43}$/.test(value);
}
