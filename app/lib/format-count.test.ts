import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

describe("counts on posts and news", () => {
  it("shows small counts whole and 1,000 or more as thousands with one decimal", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1.0k");
    expect(formatCount(1049)).toBe("1.0k");
    expect(formatCount(1050)).toBe("1.0k");
    expect(formatCount(12_500)).toBe("12.5k");
    expect(formatCount(999_999)).toBe("999.9k");
    expect(formatCount(1_000_000)).toBe("1.0M");
    expect(formatCount(2_460_000)).toBe("2.4M");
  });
});
