import { describe, expect, it } from "vitest";
import { composeSuggestions, matchesTyped, parseRecentSearches, rememberSearch } from "./search-suggestions";

describe("rememberSearch", () => {
  it("puts the newest first and keeps five", () => {
    let recent: string[] = [];
    for (const term of ["one", "two", "three", "four", "five", "six"]) recent = rememberSearch(recent, term);
    expect(recent).toEqual(["six", "five", "four", "three", "two"]);
  });

  it("keeps a repeated search once, at the top, as last typed", () => {
    expect(rememberSearch(["Actor", "Mumbai"], "mumbai")).toEqual(["mumbai", "Actor"]);
  });

  it("ignores blank searches", () => {
    expect(rememberSearch(["Actor"], "   ")).toEqual(["Actor"]);
  });
});

describe("parseRecentSearches", () => {
  it("reads a stored list", () => {
    expect(parseRecentSearches(JSON.stringify(["a", "b"]))).toEqual(["a", "b"]);
  });

  it("treats anything else as empty, and drops items that are not short strings", () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches("not json")).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches(JSON.stringify(["ok", 3, null, "", "x".repeat(101)]))).toEqual(["ok"]);
    expect(parseRecentSearches(JSON.stringify(["1", "2", "3", "4", "5", "6", "7"]))).toHaveLength(5);
  });
});

describe("matchesTyped", () => {
  it("matches when every typed word starts a word of the suggestion", () => {
    expect(matchesTyped("Aarav Malhotra", "aar mal")).toBe(true);
    expect(matchesTyped("Aarav Malhotra", "MALHO")).toBe(true);
    expect(matchesTyped("Aarav Malhotra", "rav")).toBe(false);
    expect(matchesTyped("Sound Designer", "")).toBe(true);
  });
});

describe("composeSuggestions", () => {
  const recent = ["Aarav Malhotra", "Kathak", "Mumbai actor", "Editor", "Priya"];
  const trending = ["cinematographer", "kathak", "voice actor", "mumbai"];
  const suggestions = [
    { text: "Aarav Malhotra" },
    { text: "Method Acting", category: "Acting" },
    { text: "Actor" },
    { text: "Action Choreography", category: "Stunts" },
    { text: "Acting Coach" },
    { text: "Actuary" },
  ];

  it("shows 3 recent, then trending, then up to 5 suggestions, without repeats", () => {
    const list = composeSuggestions({ typed: "", recent, trending, suggestions });
    expect(list.filter((item) => item.type === "recent").map((item) => item.text)).toEqual([
      "Aarav Malhotra",
      "Kathak",
      "Mumbai actor",
    ]);
    // "kathak" was a recent search already.
    expect(list.filter((item) => item.type === "trending").map((item) => item.text)).toEqual([
      "cinematographer",
      "voice actor",
      "mumbai",
    ]);
    const suggested = list.filter((item) => item.type === "suggestion");
    expect(suggested).toHaveLength(5);
    expect(suggested.map((item) => item.text)).not.toContain("Aarav Malhotra");
    expect(suggested[0]).toMatchObject({ text: "Method Acting", category: "Acting" });
  });

  it("keeps only what fits the typed words, and never the typed text itself", () => {
    const list = composeSuggestions({ typed: "act", recent, trending, suggestions });
    expect(list.map((item) => [item.type, item.text])).toEqual([
      ["recent", "Mumbai actor"],
      ["trending", "voice actor"],
      ["suggestion", "Method Acting"],
      ["suggestion", "Actor"],
      ["suggestion", "Action Choreography"],
      ["suggestion", "Acting Coach"],
      ["suggestion", "Actuary"],
    ]);
    expect(composeSuggestions({ typed: "Kathak", recent, trending, suggestions: [] })).toEqual([]);
  });

  it("gives each item an id unique in the list", () => {
    const list = composeSuggestions({ typed: "", recent, trending, suggestions });
    expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
  });
});
