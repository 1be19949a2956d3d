import { z } from "zod";

// Zod compiles validators with `new Function` when it can; our CSP forbids
// eval, so the probe would be reported as a violation on every page.
z.config({ jitless: true });

/**
 * PostgreSQL text cannot hold NUL, and no person types one: they are dropped
 * from everything we store, so such input is cleaned instead of failing.
 */
export function withoutNul(value: string) {
  return value.replaceAll("\u0000", "");
}

/** Trims and lowercases an address, then checks it is one. Used by every email field. */
export function emailField(message: string, max = 254) {
  return z.preprocess(
    (value) => (typeof value === "string" ? withoutNul(value).trim().toLowerCase() : value),
    z.email({ error: message }).max(max, { error: message }),
  );
}

/** A required text field: trimmed, non-blank, bounded. */
export function requiredText(requiredMessage: string, max: number, tooLongMessage: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? withoutNul(value).trim() : value),
    z
      .string({ error: requiredMessage })
      .min(1, { error: requiredMessage })
      .max(max, { error: tooLongMessage }),
  );
}

/** An optional text field: blank becomes undefined. */
export function optionalText(max: number, tooLongMessage: string) {
  return z.preprocess(
    (value) =>
      typeof value === "string" && withoutNul(value).trim() !== "" ? withoutNul(value).trim() : undefined,
    z.string().max(max, { error: tooLongMessage }).optional(),
  );
}
