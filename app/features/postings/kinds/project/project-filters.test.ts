import { describe, expect, it } from "vitest";
import {
  activeProjectChips,
  DEFAULT_PROJECT_QUERY,
  looksForAny,
  parseProjectQuery,
  projectSearch,
  wantedRoles,
  withoutFilters,
} from "./project-filters";

const parse = (search: string) => parseProjectQuery(new URLSearchParams(search));

describe("the collaboration hub's query", () => {
  it("reads every filter and tab from the address, and anything unknown as its default", () => {
    expect(parse("")).toEqual(DEFAULT_PROJECT_QUERY);
    expect(
      parse(
        "q=%20short%20%20film%20&category=music-video&status=on-hold&team=5&role=editor&role=actor&city=chennai&by=verified&pay=unpaid&tab=mine",
      ),
    ).toEqual({
      q: "short film",
      category: "Music Video",
      status: "on-hold",
      team: 5,
      // In the list's own order, whatever order the address gave.
      roles: ["actor", "editor"],
      city: "chennai",
      by: "verified",
      pay: "unpaid",
      tab: "mine",
    });
    expect(
      parse("category=Film&status=done&team=3&role=astronaut&role=actor&role=actor&city=paris&tab=x"),
    ).toEqual({
      ...DEFAULT_PROJECT_QUERY,
      roles: ["actor"],
    });
  });

  it("writes only what differs from the defaults, and reads back what it wrote", () => {
    expect(projectSearch(DEFAULT_PROJECT_QUERY)).toBe("");
    const query = parse(
      "q=dance&category=web-series&status=completed&team=20&role=dancer&city=mumbai&tab=following",
    );
    expect(projectSearch(query)).toBe(
      "?q=dance&category=web-series&status=completed&team=20&role=dancer&city=mumbai&tab=following",
    );
    expect(parse(projectSearch(query).slice(1))).toEqual(query);
  });

  it("clears the filters but keeps the tab and the city", () => {
    const query = parse("q=x&category=film&team=2&role=actor&city=delhi&tab=mine");
    expect(withoutFilters(query)).toEqual({ ...DEFAULT_PROJECT_QUERY, city: "delhi", tab: "mine" });
  });

  it("shows each filter in force as a chip that removes only itself", () => {
    const query = parse("category=film&status=active&team=10&role=actor&role=writer&city=kolkata");
    const chips = activeProjectChips(query);
    expect(chips.map((chip) => chip.label)).toEqual([
      "Film",
      "Active",
      "10+ people",
      "Actor",
      "Writer",
      "Kolkata",
    ]);
    expect(chips.find((chip) => chip.label === "Actor")?.without.roles).toEqual(["writer"]);
    expect(chips.find((chip) => chip.label === "Film")?.without).toEqual({ ...query, category: "all" });
    expect(activeProjectChips(DEFAULT_PROJECT_QUERY)).toEqual([]);
  });
});

describe("the role filter", () => {
  it("matches when any chosen role is in the project's looking-for list, case-insensitively", () => {
    const roles = wantedRoles(parse("role=actor&role=music-composer"));
    expect(roles).toEqual(["actor", "music composer"]);
    expect(looksForAny(["Lead Actor", "Editor"], roles)).toBe(true);
    expect(looksForAny(["MUSIC COMPOSER"], roles)).toBe(true);
    expect(looksForAny(["Editor", "Dancer"], roles)).toBe(false);
    expect(looksForAny([], roles)).toBe(false);
    // No role chosen: every project matches.
    expect(looksForAny([], [])).toBe(true);
  });
});
