import { describe, expect, it } from "vitest";
import {
  DEFAULT_LIBRARY_QUERY,
  isFiltered,
  libraryQueryString,
  parseLibraryQuery,
  toggleChoice,
} from "./library-filters";

const parse = (query: string) => parseLibraryQuery(new URLSearchParams(query));

describe("the library's query", () => {
  it("reads nothing as the whole library", () => {
    expect(parse("")).toEqual(DEFAULT_LIBRARY_QUERY);
    expect(isFiltered(parse(""))).toBe(false);
  });

  it("reads the type tab, the search and both multi-selects", () => {
    expect(
      parse("type=series&q=%20crime%20%20beat&language=Hindi&language=Tamil&industry=Bollywood"),
    ).toEqual({
      tab: "series",
      q: "crime beat",
      languages: ["Hindi", "Tamil"],
      industries: ["Bollywood"],
    });
  });

  it("reads an unknown tab as All, and drops blank, repeated and overlong choices", () => {
    const query = parse(`type=podcast&language=&language=Hindi&language=Hindi&language=${"x".repeat(41)}`);
    expect(query.tab).toBe("all");
    expect(query.languages).toEqual(["Hindi"]);
  });

  it("keeps at most 12 choices from a crafted URL", () => {
    const many = Array.from({ length: 50 }, (_, i) => `language=L${i}`).join("&");
    expect(parse(many).languages).toHaveLength(12);
  });

  it("writes back what it reads, defaults left out", () => {
    const query = parse("type=movie&q=monsoon&language=Hindi&industry=Bollywood");
    expect(parse(libraryQueryString(query).slice(1))).toEqual(query);
    expect(libraryQueryString(DEFAULT_LIBRARY_QUERY)).toBe("");
    expect(isFiltered(query)).toBe(true);
  });

  it("switches a choice on and off", () => {
    expect(toggleChoice(["Hindi"], "Tamil")).toEqual(["Hindi", "Tamil"]);
    expect(toggleChoice(["Hindi", "Tamil"], "Hindi")).toEqual(["Tamil"]);
  });
});
