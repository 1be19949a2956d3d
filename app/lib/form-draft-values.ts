/**
 * What a form's draft keeps on the device: each named field's text, never a
 * file's contents (a file input's value is dropped, and so is any name the
 * form asks to leave out, such as an uploaded photo's id with no preview).
 */
export type DraftValues = Record<string, string | string[]>;

export function draftValuesOf(formData: FormData, leaveOut: readonly string[] = []): DraftValues {
  const values: DraftValues = {};
  for (const [name, value] of formData) {
    if (typeof value !== "string" || leaveOut.includes(name)) continue;
    const earlier = values[name];
    if (earlier === undefined) values[name] = value;
    else values[name] = Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
  }
  return values;
}

/** The key a member's draft of one form is kept under: another member on the same device never sees it. */
export function draftKey(formName: string, member: string) {
  return `rangmanch:draft:${member}:${formName}`;
}

type StoredDraft = { values: DraftValues; savedAt: number };

/** Reads a stored draft; anything unreadable (an older shape, a hand edit) counts as none. */
export function parseStoredDraft(text: string | null): StoredDraft | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<StoredDraft>;
    if (!parsed || typeof parsed.values !== "object" || parsed.values === null) return null;
    const values: DraftValues = {};
    for (const [name, value] of Object.entries(parsed.values)) {
      if (typeof value === "string") values[name] = value;
      else if (Array.isArray(value) && value.every((item) => typeof item === "string")) values[name] = value;
    }
    return { values, savedAt: typeof parsed.savedAt === "number" ? parsed.savedAt : 0 };
  } catch {
    return null;
  }
}

/** A JSON list field of a draft (the profile's skills, credits...), or `fallback` when it cannot be read. */
export function draftList<T>(values: DraftValues | null | undefined, name: string, fallback: T[]): T[] {
  const text = values?.[name];
  if (typeof text !== "string") return fallback;
  try {
    const parsed = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as T[]) : fallback;
  } catch {
    return fallback;
  }
}
