import { describe, expect, it } from "vitest";
import { playingAge } from "./role-words";

describe("playingAge", () => {
  it("says a range, an open end, or nothing", () => {
    expect(playingAge({ ageMin: 22, ageMax: 28 })).toBe("22–28");
    expect(playingAge({ ageMin: 30, ageMax: 30 })).toBe("30");
    expect(playingAge({ ageMin: 65, ageMax: null })).toBe("65+");
    expect(playingAge({ ageMin: null, ageMax: 12 })).toBe("up to 12");
    expect(playingAge({ ageMin: null, ageMax: null })).toBeNull();
  });
});
