import { describe, expect, it } from "vitest";
import { pageItems } from "./pagination";

/** The pager in words: numbers, and "…" for a gap. */
const shown = (current: number, count: number) =>
  pageItems(current, count).map((item) => (item.kind === "page" ? item.page : "…"));

describe("pageItems", () => {
  it("shows nothing for one page or none", () => {
    expect(shown(1, 1)).toEqual([]);
    expect(shown(1, 0)).toEqual([]);
  });

  it("shows every page when there are few", () => {
    expect(shown(1, 2)).toEqual([1, 2]);
    expect(shown(2, 3)).toEqual([1, 2, 3]);
  });

  it("shows the first, the last, the current and its neighbours, with gaps", () => {
    expect(shown(1, 10)).toEqual([1, 2, "…", 10]);
    expect(shown(5, 10)).toEqual([1, "…", 4, 5, 6, "…", 10]);
    expect(shown(10, 10)).toEqual([1, "…", 9, 10]);
  });

  it("shows a single skipped page instead of a gap", () => {
    expect(shown(4, 10)).toEqual([1, 2, 3, 4, 5, "…", 10]);
    expect(shown(7, 10)).toEqual([1, "…", 6, 7, 8, 9, 10]);
  });

  it("treats a current page out of range as the nearest end", () => {
    expect(shown(0, 5)).toEqual(shown(1, 5));
    expect(shown(99, 5)).toEqual(shown(5, 5));
  });

  it("gives every gap its own key", () => {
    const keys = pageItems(5, 10).flatMap((item) => (item.kind === "gap" ? [item.key] : []));
    expect(new Set(keys).size).toBe(2);
  });
});
