import { describe, expect, it } from "vitest";
import { searchWords } from "./posting-search.server";

describe("searchWords", () => {
  it("reads letters and digits as words, lower-cased, each once", () => {
    expect(searchWords("  Marathii WEB-seris, web 2026 ")).toEqual(["marathii", "web", "seris", "2026"]);
    expect(searchWords("तमाशा लोकनाट्य")).toEqual(["तमाशा", "लोकनाट्य"]);
  });

  it("keeps a search of symbols as typed, and nothing as nothing", () => {
    expect(searchWords("%")).toEqual(["%"]);
    expect(searchWords("   ")).toEqual([]);
  });

  it("reads at most eight words", () => {
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
  });
});
