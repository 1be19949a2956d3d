import { describe, expect, it } from "vitest";
import { parseSalary } from "./salary";

describe("parseSalary", () => {
  it("reads the first figure as the minimum and the second as the maximum", () => {
    expect(parseSalary("₹60,000 - ₹90,000 a month")).toEqual({ min: 60_000, max: 90_000 });
    expect(parseSalary("$50,000-$70,000")).toEqual({ min: 50_000, max: 70_000 });
  });

  it("reads Indian digit grouping", () => {
    expect(parseSalary("₹1,20,000 – ₹1,50,000 per month")).toEqual({ min: 120_000, max: 150_000 });
  });

  it("reads one figure as both ends", () => {
    expect(parseSalary("₹25,000 per day")).toEqual({ min: 25_000, max: 25_000 });
  });

  it("reads units: k, lakh, L and crore, with fractions", () => {
    expect(parseSalary("₹40k-60k")).toEqual({ min: 40_000, max: 60_000 });
    expect(parseSalary("₹3.5 lakh to ₹5 lakhs a year")).toEqual({ min: 350_000, max: 500_000 });
    expect(parseSalary("₹12L - ₹18L per annum")).toEqual({ min: 1_200_000, max: 1_800_000 });
    expect(parseSalary("₹1.2 cr")).toEqual({ min: 12_000_000, max: 12_000_000 });
  });

  it("does not take a word that merely starts with a unit's letters for a unit", () => {
    expect(parseSalary("₹500 a day, lunch included")).toEqual({ min: 500, max: 500 });
    expect(parseSalary("20 km from the city, ₹30,000")).toEqual({ min: 20, max: 30_000 });
  });

  it("orders a range written high to low", () => {
    expect(parseSalary("₹90,000 - ₹60,000")).toEqual({ min: 60_000, max: 90_000 });
  });

  it("has no range without a figure", () => {
    expect(parseSalary("Negotiable")).toBeNull();
    expect(parseSalary("")).toBeNull();
    expect(parseSalary("As per industry standards")).toBeNull();
  });

  it("keeps absurd figures within an integer column and answers long input at once", () => {
    expect(parseSalary("9".repeat(40))).toEqual({ min: 2_000_000_000, max: 2_000_000_000 });
    const started = performance.now();
    parseSalary(`${"1,".repeat(50_000)}x`);
    parseSalary(`${"1".repeat(100_000)}.`);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
