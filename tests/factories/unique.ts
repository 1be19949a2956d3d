import crypto from "node:crypto";

let counter = 0;

/**
 * A short value no other call makes: the counter keeps calls in one file
 * apart, the random tail keeps test files and runs apart (they share one
 * PostgreSQL server). Lowercase letters and digits only, so it fits in
 * usernames and email addresses.
 */
export function uniqueSuffix() {
  counter += 1;
  return `${counter.toString(36)}${crypto.randomBytes(3).toString("hex")}`;
}
