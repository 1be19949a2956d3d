import { describe, expect, it } from "vitest";
import {
  cleanQuery,
  countSheetFilters,
  discoverSearch,
  MAX_PAGE,
  parseDiscoverParams,
} from "./discover-params";
import { searchWords } from "./search-words";

const parse = (search: string) => parseDiscoverParams(new URLSearchParams(search));

describe("parseDiscoverParams", () => {
  it("reads every part of the URL", () => {
    expect(
      parse(
        "q=Aarav&category=actors&city=mumbai&city=delhi&role=Actor&experience=expert&availability=weekends&availability=now&page=3",
      ),
    ).toEqual({
      q: "Aarav",
      category: "actors",
      cities: ["mumbai", "delhi"],
      roles: ["Actor"],
      experience: ["expert"],
      availability: ["now", "weekends"],
      page: 3,
    });
  });

  it("drops what it does not know instead of failing", () => {
    expect(parse("category=wizards&city=atlantis&role=King&experience=old&availability=maybe")).toMatchObject(
      {
        category: null,
        cities: [],
        roles: [],
        experience: [],
        availability: [],
      },
    );
  });

  it("reads each of the spec's five availability filters by its short value", () => {
    expect(
      parse(
        "availability=now&availability=next-month&availability=part-time&availability=full-time&availability=weekends",
      ).availability,
    ).toEqual(["now", "next-month", "part-time", "full-time", "weekends"]);
  });

  it("ignores the old stored-availability values, labels and odd spellings, keeping the rest", () => {
    const old = parse(
      "city=mumbai&availability=Not+Available&availability=Available+for+Projects&availability=Limited+Availability&availability=Available+for+Meetings+Only",
    );
    expect(old.availability).toEqual([]);
    expect(old.cities).toEqual(["mumbai"]);
    for (const odd of ["Available+Now", "NOW", "weekend", "next+month", "", "now%00", "part_time"]) {
      expect(parse(`availability=${odd}`).availability, odd).toEqual([]);
    }
    expect(parse("availability=Weekends+Only&availability=weekends").availability).toEqual(["weekends"]);
  });

  it("keeps a repeated value once", () => {
    expect(parse("city=mumbai&city=mumbai&role=Actor&role=Actor").cities).toEqual(["mumbai"]);
    expect(parse("availability=now&availability=now").availability).toEqual(["now"]);
  });

  it("reads page 0, negatives, huge numbers and words as a page in range", () => {
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=-4").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=").page).toBe(1);
    expect(parse("page=1e9").page).toBe(1);
    expect(parse("page=99999999999999999999999").page).toBe(MAX_PAGE);
  });
});

describe("cleanQuery", () => {
  it("collapses spaces, drops control characters and cuts at 100 characters", () => {
    expect(cleanQuery("  Aarav \t\n Malhotra\u0000 ")).toBe("Aarav Malhotra");
    expect(cleanQuery("x".repeat(10_000))).toHaveLength(100);
    expect(cleanQuery(null)).toBe("");
  });
});

describe("discoverSearch", () => {
  it("writes a short URL that reads back the same", () => {
    const query = parse("q=kathak&category=actors&city=chennai&experience=beginner&page=2");
    expect(discoverSearch(query)).toBe("?q=kathak&category=actors&city=chennai&experience=beginner&page=2");
    expect(parseDiscoverParams(new URLSearchParams(discoverSearch(query).slice(1)))).toEqual(query);
  });

  it("leaves page 1 and empty parts out", () => {
    expect(discoverSearch({ q: "", page: 1 })).toBe("");
  });

  it("counts the filters in the sheet", () => {
    expect(countSheetFilters(parse("city=mumbai&city=delhi&role=Actor&category=actors"))).toBe(3);
    expect(
      countSheetFilters(parse("availability=now&availability=weekends&availability=Not+Available")),
    ).toBe(2);
  });

  it("writes availability filters as their short values", () => {
    expect(discoverSearch(parse("availability=weekends&availability=now"))).toBe(
      "?availability=now&availability=weekends",
    );
  });
});

describe("searchWords", () => {
  it("keeps letters and digits in any script, lower-cased, once each", () => {
    expect(searchWords("Aarav O'Brien-Shah aarav")).toEqual(["aarav", "o", "brien", "shah"]);
    expect(searchWords("आरव मल्होत्रा")).toEqual(["आरव", "मल्होत्रा"]);
  });

  it("turns every query operator into a separator", () => {
    expect(searchWords("a & b | !c:* <-> (d)")).toEqual(["a", "b", "c", "d"]);
    expect(searchWords("&|!:*'\"")).toEqual([]);
  });

  it("uses at most 8 words of at most 40 characters", () => {
    expect(searchWords("one two three four five six seven eight nine ten")).toHaveLength(8);
    expect(searchWords("y".repeat(100))[0]).toHaveLength(40);
  });
});
