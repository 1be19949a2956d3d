import { z } from "zod";
import "~/lib/validation"; // for its zod setup (no eval under our CSP)
import { FAVORITE_KINDS, ITEM_ID_SHAPE } from "./favorite-item";
import { FAVORITE_MESSAGES } from "./favorite-messages";

export { LOCAL_FAVORITES_MAX } from "./favorite-item";
/** 200 entries of about 80 characters each, with room to spare; anything longer is not ours. */
export const MERGE_ENTRIES_MAX_CHARS = 64_000;

const kindField = z.enum(FAVORITE_KINDS, { error: FAVORITE_MESSAGES.unknownKind });
const itemIdField = z.preprocess(
  // A number is an id too (hand-edited storage, older builds); it is stored as text.
  (value) => (typeof value === "number" && Number.isSafeInteger(value) ? String(value) : value),
  z
    .string({ error: FAVORITE_MESSAGES.badItemId })
    .trim()
    .regex(ITEM_ID_SHAPE, { error: FAVORITE_MESSAGES.badItemId }),
);

/**
 * One item saved while signed out, as kept in localStorage and sent to merge.
 * `type` is accepted for `kind` because the favourite item of spec part 1,
 * section 3 names it so.
 */
export const favoriteEntrySchema = z.preprocess(
  (value) =>
    value && typeof value === "object" && !("kind" in value) && "type" in value
      ? { ...value, kind: (value as { type: unknown }).type }
      : value,
  z.object({
    kind: kindField,
    id: itemIdField,
    savedAt: z.string().max(40).optional().catch(undefined),
  }),
);

const target = { kind: kindField, itemId: itemIdField };

/** The /api/favorites form: save or remove one item, or merge a signed-out visitor's list. */
export const favoriteActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("save"), ...target }),
    z.object({ intent: z.literal("remove"), ...target }),
    z.object({
      intent: z.literal("merge"),
      entries: z
        .string({ error: FAVORITE_MESSAGES.badEntries })
        .max(MERGE_ENTRIES_MAX_CHARS, { error: FAVORITE_MESSAGES.badEntries }),
    }),
  ],
  { error: FAVORITE_MESSAGES.unknownIntent },
);

/** The merge field's JSON, as a list; anything else (not JSON, not a list) is null. */
export function parseEntriesJson(text: string): unknown[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}
