import { describe, expect, it } from "vitest";
import { formatRating, formatRuntime } from "./media-labels";

describe("a title's figures", () => {
  it("says a runtime in hours and minutes", () => {
    expect(formatRuntime(48)).toBe("48 min");
    expect(formatRuntime(120)).toBe("2 h");
    expect(formatRuntime(128)).toBe("2 h 8 min");
  });

  it("says a rating out of 10 with one decimal", () => {
    expect(formatRating(8)).toBe("8.0/10");
    expect(formatRating(7.25)).toBe("7.3/10");
  });
});
