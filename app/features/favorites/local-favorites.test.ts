import { describe, expect, it } from "vitest";
import { LOCAL_FAVORITES_MAX } from "./favorite-schemas";
import {
  addLocalFavorite,
  hasLocalFavorite,
  LOCAL_FAVORITES_KEY,
  type LocalFavorite,
  parseLocalFavorites,
  readLocalFavorites,
  removeLocalFavorite,
  writeLocalFavorites,
} from "./local-favorites";

const AT = "2026-01-05T10:00:00.000Z";

/** A Storage stand-in; `broken` makes every call throw, as blocked storage does. */
function fakeStorage(initial: Record<string, string> = {}, broken = false) {
  const values = new Map(Object.entries(initial));
  const guard = () => {
    if (broken) throw new DOMException("The operation is insecure.", "SecurityError");
  };
  return {
    values,
    getItem(key: string) {
      guard();
      return values.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      guard();
      values.set(key, value);
    },
    removeItem(key: string) {
      guard();
      values.delete(key);
    },
  };
}

describe("parseLocalFavorites", () => {
  it("reads the stored list", () => {
    const raw = JSON.stringify([
      { kind: "profile", id: "12", savedAt: AT },
      { kind: "audition", id: "3", savedAt: AT },
    ]);
    expect(parseLocalFavorites(raw)).toEqual([
      { kind: "profile", id: "12", savedAt: AT },
      { kind: "audition", id: "3", savedAt: AT },
    ]);
  });

  it.each([
    ["nothing", null],
    ["empty", ""],
    ["not JSON", "{oops"],
    ["an object", '{"kind":"profile","id":"1"}'],
    ["a number", "42"],
    ["null", "null"],
  ])("gives an empty list for %s", (_, raw) => {
    expect(parseLocalFavorites(raw)).toEqual([]);
  });

  it("keeps the good entries and drops junk, unknown kinds, bad ids and repeats", () => {
    const raw = JSON.stringify([
      null,
      "profile:1",
      { kind: "profile" },
      { kind: "spaceship", id: "1" },
      { kind: "profile", id: "../../etc" },
      { kind: "profile", id: "" },
      { kind: "job", id: "x".repeat(65) },
      { kind: "profile", id: "7", savedAt: AT },
      { kind: "profile", id: "7", savedAt: "2026-02-01T00:00:00.000Z" },
      { kind: "audition", id: 9, savedAt: 12345 },
    ]);
    expect(parseLocalFavorites(raw)).toEqual([
      { kind: "profile", id: "7", savedAt: AT },
      { kind: "audition", id: "9", savedAt: "" },
    ]);
  });

  it("accepts the spec's favourite item shape, where the kind is called type", () => {
    const raw = JSON.stringify([{ id: "4", name: "Priya", role: "Actor", type: "profile" }]);
    expect(parseLocalFavorites(raw)).toEqual([{ kind: "profile", id: "4", savedAt: "" }]);
  });

  it("keeps at most the cap", () => {
    const many = Array.from({ length: LOCAL_FAVORITES_MAX + 20 }, (_, i) => ({
      kind: "profile",
      id: `${i + 1}`,
    }));
    expect(parseLocalFavorites(JSON.stringify(many))).toHaveLength(LOCAL_FAVORITES_MAX);
  });
});

describe("add, remove and has", () => {
  const now = new Date(AT);

  it("adds newest first and never twice", () => {
    let list: LocalFavorite[] = [];
    list = addLocalFavorite(list, "profile", "1", now);
    list = addLocalFavorite(list, "audition", "1", now);
    list = addLocalFavorite(list, "profile", "1", now);
    expect(list).toEqual([
      { kind: "audition", id: "1", savedAt: AT },
      { kind: "profile", id: "1", savedAt: AT },
    ]);
    expect(hasLocalFavorite(list, "profile", "1")).toBe(true);
    expect(hasLocalFavorite(list, "job", "1")).toBe(false);
  });

  it("removes by kind and id only", () => {
    const list = addLocalFavorite(addLocalFavorite([], "profile", "1", now), "audition", "1", now);
    expect(removeLocalFavorite(list, "profile", "1")).toEqual([{ kind: "audition", id: "1", savedAt: AT }]);
    expect(removeLocalFavorite(list, "profile", "2")).toEqual(list);
  });

  it("drops the oldest past the cap", () => {
    let list: LocalFavorite[] = [];
    for (let i = 1; i <= LOCAL_FAVORITES_MAX + 1; i += 1)
      list = addLocalFavorite(list, "profile", `${i}`, now);
    expect(list).toHaveLength(LOCAL_FAVORITES_MAX);
    expect(hasLocalFavorite(list, "profile", "1")).toBe(false);
    expect(list[0]?.id).toBe(`${LOCAL_FAVORITES_MAX + 1}`);
  });
});

describe("storage", () => {
  it("writes under the spec's key and reads it back; an empty list removes the key", () => {
    const storage = fakeStorage();
    const list = addLocalFavorite([], "profile", "5", new Date(AT));
    expect(writeLocalFavorites(storage, list)).toBe(true);
    expect(JSON.parse(storage.values.get(LOCAL_FAVORITES_KEY)!)).toEqual(list);
    expect(readLocalFavorites(storage)).toEqual(list);
    expect(writeLocalFavorites(storage, [])).toBe(true);
    expect(storage.values.has(LOCAL_FAVORITES_KEY)).toBe(false);
  });

  it("copes with missing or blocked storage, and junk in it", () => {
    expect(readLocalFavorites(null)).toEqual([]);
    expect(writeLocalFavorites(null, [])).toBe(false);
    const blocked = fakeStorage({}, true);
    expect(readLocalFavorites(blocked)).toEqual([]);
    expect(writeLocalFavorites(blocked, addLocalFavorite([], "job", "1"))).toBe(false);
    expect(readLocalFavorites(fakeStorage({ [LOCAL_FAVORITES_KEY]: "][" }))).toEqual([]);
  });
});
