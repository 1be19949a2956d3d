import { describe, expect, it } from "vitest";
import { matchCategoriesForPath } from "./match-categories";

describe("matchCategoriesForPath", () => {
  it("finds categories named in an unknown path", () => {
    expect(matchCategoriesForPath("/acting/workshops").map((c) => c.slug)).toEqual([
      "acting",
      "voice-acting",
    ]);
    expect(matchCategoriesForPath("/find-directors").map((c) => c.slug)).toEqual(["directing", "casting"]);
  });

  it("gives at most five shortcuts", () => {
    expect(matchCategoriesForPath("/acting-directing-writing-producing-editing-music").length).toBe(5);
  });

  it("gives none when nothing matches", () => {
    expect(matchCategoriesForPath("/qqq/zzz")).toEqual([]);
    expect(matchCategoriesForPath("/")).toEqual([]);
  });

  it("survives a malformed escape", () => {
    expect(() => matchCategoriesForPath("/%E0%A4%A")).not.toThrow();
  });
});
