import { describe, expect, it } from "vitest";
import { excerpt } from "./excerpt";

describe("excerpt", () => {
  it("leaves a short text as it is", () => {
    expect(excerpt("Two days of shooting.", 40)).toBe("Two days of shooting.");
  });

  it("cuts a long text at a word boundary and says so", () => {
    expect(excerpt("Eight dancers for a two-day music video shoot", 24)).toBe("Eight dancers for a…");
  });

  it("drops the punctuation the cut leaves hanging", () => {
    expect(excerpt("Shoot in Mumbai, Kolhapur and Pune", 17)).toBe("Shoot in Mumbai…");
  });

  it("cuts inside one very long word rather than show nothing", () => {
    expect(excerpt("a".repeat(50), 10)).toBe(`${"a".repeat(10)}…`);
  });

  it("never returns more than it was allowed, plus the ellipsis", () => {
    const text = "word ".repeat(100);
    expect(excerpt(text, 200).length).toBeLessThanOrEqual(201);
  });
});
