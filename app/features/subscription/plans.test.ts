import { describe, expect, it } from "vitest";
import { DEFAULT_PLAN, FREE_PLAN, findPlan, formatInr, PLANS, parsePlan } from "./plans";

describe("parsePlan", () => {
  it("defaults to monthly when the query has no plan", () => {
    expect(parsePlan(null)).toBe("monthly");
    expect(parsePlan("")).toBe("monthly");
    expect(DEFAULT_PLAN).toBe("monthly");
  });

  it("accepts the two plan ids, ignoring case and spaces", () => {
    expect(parsePlan("monthly")).toBe("monthly");
    expect(parsePlan("annual")).toBe("annual");
    expect(parsePlan(" Annual ")).toBe("annual");
  });

  it("falls back to monthly for anything else", () => {
    for (const value of ["yearly", "premium", "annual2", "constructor", "__proto__"]) {
      expect(parsePlan(value)).toBe("monthly");
    }
  });
});

describe("plans", () => {
  it("shows India's prices in rupees, with the spec's periods", () => {
    const monthly = findPlan("monthly");
    const annual = findPlan("annual");
    expect(formatInr(monthly.price)).toBe("₹499");
    expect(monthly.period).toBe("month");
    expect(formatInr(annual.price)).toBe("₹4,788");
    expect(annual.period).toBe("year");
    expect(formatInr(annual.monthlyEquivalent!)).toBe("₹399");
    expect(annual.savingLabel).toBe("SAVE 20%");
  });

  it("keeps the annual figures consistent with each other", () => {
    const monthly = findPlan("monthly");
    const annual = findPlan("annual");
    expect(annual.price / 12).toBeCloseTo(annual.monthlyEquivalent!, 2);
    const saving = 1 - annual.price / (monthly.price * 12);
    expect(Math.round(saving * 100)).toBe(20);
  });

  it("says free members apply without a monthly limit, so Premium's figures read as extras", () => {
    expect(FREE_PLAN.features).toContain("Apply to as many jobs and auditions as you like: no monthly limit");
  });

  it("lists the spec's job application limits", () => {
    expect(findPlan("monthly").features).toContain("5 job applications per month");
    expect(findPlan("annual").features).toContain("20 job applications per month");
    expect(PLANS.map((plan) => plan.id)).toEqual(["monthly", "annual"]);
  });
});

describe("no pay-to-rank (issue 23: a title page said Premium members appear first)", () => {
  it("promises nothing about search order or visibility", () => {
    const words = PLANS.flatMap((plan) => [plan.description, ...plan.features]).join("\n");
    expect(words).not.toMatch(/appear first|priority|ranked higher|visibility|top of/i);
  });
});
