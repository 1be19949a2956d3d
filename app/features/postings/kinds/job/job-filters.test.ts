import { describe, expect, it } from "vitest";
import {
  activeJobChips,
  DEFAULT_JOB_QUERY,
  isFiltered,
  JOB_LOCATION_OPTIONS,
  jobConditions,
  jobSearch,
  parseJobQuery,
  salaryRangeWords,
} from "./job-filters";

const parse = (search: string) => parseJobQuery(new URLSearchParams(search));
const now = new Date("2026-11-25T04:30:00Z");

describe("job filters in the URL", () => {
  it("reads a plain address as no filter, and writes no filter as a plain address", () => {
    expect(parse("")).toEqual(DEFAULT_JOB_QUERY);
    expect(jobSearch(DEFAULT_JOB_QUERY)).toBe("");
  });

  it("round-trips every filter", () => {
    const search =
      "?q=camera+operator&category=cinematography&type=full-time&where=mumbai&posted=7d&experience=senior&min=20000&max=80000&pay=paid&by=verified";
    const query = parse(search);
    expect(query).toEqual({
      q: "camera operator",
      category: "cinematography",
      type: "full-time",
      location: "mumbai",
      posted: "7d",
      experience: "senior",
      salaryMin: 20_000,
      salaryMax: 80_000,
      pay: "paid",
      by: "verified",
    });
    expect(jobSearch(query)).toBe(search);
  });

  it("reads unknown values as their defaults", () => {
    expect(
      parse("type=forever&where=atlantis&posted=1y&experience=god&category=magic&pay=negotiable"),
    ).toEqual(DEFAULT_JOB_QUERY);
  });

  it("keeps salary figures on the slider: whole steps, within 0 to 1,00,000, low before high", () => {
    expect(parse("min=12345&max=999999")).toMatchObject({ salaryMin: 10_000, salaryMax: 100_000 });
    expect(parse("min=90000&max=10000")).toMatchObject({ salaryMin: 10_000, salaryMax: 90_000 });
    expect(parse("min=-5&max=1e9")).toMatchObject({ salaryMin: 0, salaryMax: 100_000 });
  });

  it("takes the city pages' links: ?city={id} and ?location={city name}", () => {
    expect(parse("city=delhi").location).toBe("delhi");
    expect(parse("location=Chennai").location).toBe("chennai");
    expect(parse("location=Nowhere").location).toBe("all");
  });

  it("cleans search text", () => {
    expect(parse(`q=${encodeURIComponent("  actor\u0000  mumbai ")}`).q).toBe("actor mumbai");
  });

  it("counts a category tab alone as no filter (Reset Filters keeps the tab)", () => {
    expect(isFiltered(parse("category=acting"))).toBe(false);
    expect(isFiltered(parse("posted=24h"))).toBe(true);
  });
});

describe("job filters for the database", () => {
  it("turns the defaults into no condition at all", () => {
    expect(jobConditions(DEFAULT_JOB_QUERY, now)).toEqual({
      text: null,
      type: null,
      remote: false,
      city: null,
      postedSince: null,
      experience: null,
      category: null,
      salaryMin: null,
      salaryMax: null,
      pay: null,
      verifiedOnly: false,
    });
  });

  it("names each filter in the database's terms", () => {
    const conditions = jobConditions(
      parse(
        "type=project-based&where=pune&posted=24h&experience=entry-level&category=voice-acting&min=5000&max=95000&pay=expenses",
      ),
      now,
    );
    expect(conditions).toMatchObject({
      type: "Project-based",
      remote: false,
      city: { value: "pune", label: "Pune" },
      experience: "Entry-level",
      category: "Voice Acting",
      salaryMin: 5_000,
      salaryMax: 95_000,
      pay: "expenses",
    });
    expect(conditions.postedSince?.toISOString()).toBe("2026-11-24T04:30:00.000Z");
  });

  it("treats the slider's top as 'and above'", () => {
    expect(jobConditions(parse("min=50000"), now)).toMatchObject({ salaryMin: 50_000, salaryMax: null });
  });

  it("reads Remote as remote jobs, not a city", () => {
    expect(jobConditions(parse("where=remote"), now)).toMatchObject({ remote: true, city: null });
  });
});

describe("job locations (issue 23: filters offered Los Angeles and Toronto)", () => {
  it("offer Remote and India's cities, no foreign one", () => {
    const labels = JOB_LOCATION_OPTIONS.map((option) => option.label);
    for (const foreign of ["Toronto", "Los Angeles", "Chicago", "Miami", "London", "New York"])
      expect(labels).not.toContain(foreign);
    expect(labels.slice(0, 4)).toEqual(["All locations", "Remote", "Mumbai", "Delhi"]);
    expect(labels).toContain("Pune");
    expect(labels).toContain("Guwahati");
  });
});

describe("the job filters as chips (the job alert names them)", () => {
  it("names each filter in force in the list's own words, the salary as a range", () => {
    const chips = activeJobChips(
      parse("q=editor&category=acting&type=full-time&where=mumbai&posted=7d&min=20000&pay=unpaid"),
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      "Full-time",
      "Mumbai",
      "Last 7 days",
      "Unpaid",
      "₹20,000 to ₹1,00,000 and above",
    ]);
    expect(jobSearch(chips[1]!.without)).toBe(
      "?q=editor&category=acting&type=full-time&posted=7d&min=20000&pay=unpaid",
    );
    expect(jobSearch(chips[3]!.without)).toBe(
      "?q=editor&category=acting&type=full-time&where=mumbai&posted=7d&min=20000",
    );
    expect(salaryRangeWords(0, 45_000)).toBe("₹0 to ₹45,000");
  });
});
