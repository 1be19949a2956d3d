import { describe, expect, it } from "vitest";
import { favoriteButtonFields, favoriteButtonValue } from "./favorite-item";
import { FAVORITE_MESSAGES } from "./favorite-messages";
import { favoriteActionSchema, MERGE_ENTRIES_MAX_CHARS, parseEntriesJson } from "./favorite-schemas";

const firstMessage = (input: unknown) => {
  const result = favoriteActionSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("favoriteActionSchema", () => {
  it("accepts save and remove of a kind and id, and merge of a text", () => {
    expect(favoriteActionSchema.parse({ intent: "save", kind: "profile", itemId: " 12 " })).toEqual({
      intent: "save",
      kind: "profile",
      itemId: "12",
    });
    expect(favoriteActionSchema.safeParse({ intent: "remove", kind: "job", itemId: "j-1" }).success).toBe(
      true,
    );
    expect(favoriteActionSchema.safeParse({ intent: "merge", entries: "[]" }).success).toBe(true);
  });

  it("says what is wrong", () => {
    expect(firstMessage({ intent: "explode" })).toBe(FAVORITE_MESSAGES.unknownIntent);
    expect(firstMessage({})).toBe(FAVORITE_MESSAGES.unknownIntent);
    expect(firstMessage({ intent: "save", kind: "spaceship", itemId: "1" })).toBe(
      FAVORITE_MESSAGES.unknownKind,
    );
    expect(firstMessage({ intent: "save", kind: "profile" })).toBe(FAVORITE_MESSAGES.badItemId);
    expect(firstMessage({ intent: "save", kind: "profile", itemId: "1; drop table" })).toBe(
      FAVORITE_MESSAGES.badItemId,
    );
    expect(firstMessage({ intent: "merge", entries: "x".repeat(MERGE_ENTRIES_MAX_CHARS + 1) })).toBe(
      FAVORITE_MESSAGES.badEntries,
    );
  });
});

describe("parseEntriesJson", () => {
  it("gives a list only for a JSON list", () => {
    expect(parseEntriesJson('[{"kind":"profile","id":"1"}]')).toEqual([{ kind: "profile", id: "1" }]);
    expect(parseEntriesJson("{}")).toBeNull();
    expect(parseEntriesJson("nope")).toBeNull();
  });
});

describe("a Save button's value", () => {
  it("says what it saves, and reads back to the same fields", () => {
    const value = favoriteButtonValue("save", "audition", "12");
    expect(value).toBe("save audition 12");
    expect(favoriteButtonFields(value)).toEqual({ intent: "save", kind: "audition", itemId: "12" });
  });

  it("reads nothing from a value that is not a button's", () => {
    for (const value of ["", "save", "save job", "save job 1 2", "save  job 1"]) {
      expect(favoriteButtonFields(value), value).toBeNull();
    }
  });
});
