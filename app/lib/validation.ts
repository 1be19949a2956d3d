import { z } from "zod";
import { cleanText } from "./clean-text";

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

/**
 * The longest raw value a field with limit `max` reads at all. Limits count
 * characters (code points), and one character can take two UTF-16 units
 * (emoji, some scripts), hence twice the limit; the 1,000 more leave room for
 * what cleaning removes from a paste (tags, runs of spaces) on short fields.
 * Anything longer cannot come from a person typing into the field.
 */
export function rawLengthLimit(max: number) {
  return max * 2 + 1000;
}

/**
 * A string field whose raw value is measured before `prepare` (trimming,
 * cleaning) ever sees it: one longer than rawLengthLimit(max) fails at once
 * with the field's own "too long" message, so a huge post costs a length
 * check, not a pass of cleaning. Other values go through `prepare`, then
 * `schema` (which checks the exact limit on the prepared text).
 */
export function preparedText<T extends z.ZodType>(
  { max, tooLong }: { max: number; tooLong: string },
  prepare: (value: string) => unknown,
  schema: T,
) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== "string") return value;
    if (value.length > rawLengthLimit(max)) {
      ctx.addIssue({ code: "too_big", origin: "string", maximum: max, inclusive: true, message: tooLong });
      return z.NEVER;
    }
    return prepare(value);
  }, schema);
}

/** Trims and lowercases an address, then checks it is one. Used by every email field. */
export function emailField(message: string, max = 254) {
  return preparedText(
    { max, tooLong: message },
    (value) => withoutNul(value).trim().toLowerCase(),
    z.email({ error: message }).max(max, { error: message }),
  );
}

/** A required text field: trimmed, non-blank, bounded. */
export function requiredText(requiredMessage: string, max: number, tooLongMessage: string) {
  return preparedText(
    { max, tooLong: tooLongMessage },
    (value) => withoutNul(value).trim(),
    z
      .string({ error: requiredMessage })
      .min(1, { error: requiredMessage })
      .max(max, { error: tooLongMessage }),
  );
}

/** An optional text field: blank becomes undefined. */
export function optionalText(max: number, tooLongMessage: string) {
  return preparedText(
    { max, tooLong: tooLongMessage },
    (value) => withoutNul(value).trim() || undefined,
    z.string().max(max, { error: tooLongMessage }).optional(),
  );
}

/**
 * A one-line text value cleaned as spec part 2, section 5 asks (app/lib/clean-text.ts),
 * or "" when blank (Conform hands an empty field over as undefined). Measured before
 * it is cleaned, so a huge value is refused with the field's own message.
 */
export function cleanedLine(max: number, tooLong: string) {
  return preparedText(
    { max, tooLong },
    (value) => cleanText(value),
    z
      .string()
      .max(max, tooLong)
      .optional()
      .transform((value) => value ?? ""),
  );
}

/** A list's values with blanks and repeats (ignoring case) dropped, the first of each kept. */
export function dedupe(values: string[]) {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (value === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** For a body no form of ours sends (not a form, a repeated hidden field): the client's error, in words. */
export const UNREADABLE_FORM_MESSAGE = "The form could not be read. Please try again.";
