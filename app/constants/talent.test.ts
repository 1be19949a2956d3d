import { describe, expect, it } from "vitest";
import { DISCOVER_ROLE_FILTERS, EXPERIENCE_LEVELS } from "./talent";

/** Discover's lists as the spec gives them (spec part 2, section 9, "Discover filter lists"). */
describe("Discover's filter lists", () => {
  it("offers the spec's roles, in its order", () => {
    expect(DISCOVER_ROLE_FILTERS).toEqual([
      "Actor",
      "Director",
      "Writer",
      "Cinematographer",
      "Editor",
      "Musician",
      "Producer",
      "Photographer",
      "Sound Engineer",
    ]);
  });

  it("names the spec's experience levels, and their years say what they hold", () => {
    expect(EXPERIENCE_LEVELS.map((level) => level.label)).toEqual([
      "Entry Level (0-2 years)",
      "Mid Level (3-5 years)",
      "Senior (6-10 years)",
      "Expert (10+ years)",
    ]);
    const levelOf = (years: number) =>
      EXPERIENCE_LEVELS.find(
        (level) => years >= level.minYears && (level.maxYears === null || years < level.maxYears),
      )?.label;
    expect([0, 2, 3, 5, 6, 9, 10, 30].map(levelOf)).toEqual([
      "Entry Level (0-2 years)",
      "Entry Level (0-2 years)",
      "Mid Level (3-5 years)",
      "Mid Level (3-5 years)",
      "Senior (6-10 years)",
      "Senior (6-10 years)",
      "Expert (10+ years)",
      "Expert (10+ years)",
    ]);
  });
});
