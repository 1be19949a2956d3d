import { describe, expect, it } from "vitest";
import { activeFilterChips, auditionSearch, parseAuditionQuery } from "./audition-filters";

const parse = (search: string) => parseAuditionQuery(new URLSearchParams(search));

describe("audition filters in the URL", () => {
  it("defaults everything to all and the tab to upcoming", () => {
    expect(parse("")).toEqual({
      q: "",
      location: "all",
      type: "all",
      pay: "all",
      experience: "all",
      gender: "all",
      by: "all",
      tab: "upcoming",
    });
  });

  it("reads every filter the spec lists", () => {
    const query = parse(
      "q=lead&location=remote&type=online&pay=paid&experience=professional&gender=non-binary&by=verified&tab=completed",
    );
    expect(query).toMatchObject({
      q: "lead",
      location: "remote",
      type: "online",
      pay: "paid",
      experience: "professional",
      gender: "non-binary",
      by: "verified",
      tab: "completed",
    });
  });

  it("reads an unknown value as all rather than refusing the page", () => {
    expect(parse("location=goa&type=ONLINE&tab=drafts&gender=")).toMatchObject({
      location: "all",
      type: "all",
      tab: "upcoming",
      gender: "all",
    });
  });

  it("cleans the search text: control characters, runs of spaces, 100 characters at most", () => {
    expect(parse("q=%20lead%00%0A%20%20actor%20").q).toBe("lead actor");
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(100);
  });

  it("writes back only what differs from the defaults, and round-trips", () => {
    expect(auditionSearch(parse(""))).toBe("");
    const search = "?q=dance&type=in-person&gender=female&tab=mine";
    expect(auditionSearch(parse(search))).toBe(search);
    expect(parse(auditionSearch(parse(search)).slice(1))).toEqual(parse(search));
  });

  it("gives a chip per filter in force, each removing only itself", () => {
    const chips = activeFilterChips(parse("location=delhi&pay=unpaid&q=x"));
    expect(chips.map((chip) => chip.label)).toEqual(["Delhi", "Unpaid"]);
    expect(auditionSearch(chips[0]!.without)).toBe("?q=x&pay=unpaid");
  });
});
