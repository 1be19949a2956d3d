import { describe, expect, it } from "vitest";
import { CARDS_PER_STEP, searchShowing, shownCards } from "./shown-cards";

const params = (query: string) => new URLSearchParams(query);

describe("shownCards", () => {
  it("shows one step when the address says nothing", () => {
    expect(shownCards(params(""), 60)).toBe(CARDS_PER_STEP);
  });

  it("rounds what is asked up to whole steps", () => {
    expect(shownCards(params("shown=12"), 60)).toBe(12);
    expect(shownCards(params("shown=13"), 60)).toBe(18);
  });

  it("never shows more than the list's cap", () => {
    expect(shownCards(params("shown=600"), 60)).toBe(60);
    expect(shownCards(params(""), 4)).toBe(4);
  });

  it("reads nonsense as the first step", () => {
    for (const value of ["abc", "-12", "0", "1e400", "12.5", "9007199254740993"]) {
      expect(shownCards(params(`shown=${value}`), 60), value).toBe(CARDS_PER_STEP);
    }
  });

  it("takes a step of the list's own", () => {
    expect(shownCards(params("shown=20"), 60, 10)).toBe(20);
  });
});

describe("searchShowing", () => {
  it("adds the count to a list's own query and keeps its filters", () => {
    expect(searchShowing("?q=dancer&tab=upcoming", 12)).toBe("?q=dancer&tab=upcoming&shown=12");
  });

  it("leaves the first step out of the address", () => {
    expect(searchShowing("", CARDS_PER_STEP)).toBe("");
    expect(searchShowing("?q=dancer&shown=12", CARDS_PER_STEP)).toBe("?q=dancer");
  });

  it("replaces a count already there", () => {
    expect(searchShowing("?shown=12", 18)).toBe("?shown=18");
  });
});
