import { describe, expect, it } from "vitest";
import { availabilityWords } from "./availability-words";

// 26 November 2026, 20:00 in India (14:30 UTC).
const now = new Date("2026-11-26T14:30:00Z");

describe("availabilityWords", () => {
  it("says a future Free from day and the schedule in words", () => {
    expect(availabilityWords({ availableFrom: "2027-01-03", workSchedule: "weekends" }, now)).toEqual([
      "Free from 3 January 2027",
      "Works weekends only",
    ]);
    expect(availabilityWords({ availableFrom: null, workSchedule: "part-time" }, now)).toEqual([
      "Works part-time",
    ]);
    expect(availabilityWords({ availableFrom: "2026-11-27", workSchedule: null }, now)).toEqual([
      "Free from 27 November 2026",
    ]);
  });

  it("says nothing of a day that has come (free now) or of nothing set", () => {
    expect(availabilityWords({ availableFrom: "2026-11-26", workSchedule: null }, now)).toEqual([]);
    expect(availabilityWords({ availableFrom: "2025-01-01", workSchedule: null }, now)).toEqual([]);
    expect(availabilityWords({ availableFrom: null, workSchedule: null }, now)).toEqual([]);
  });

  it("reads today in India: 19:00 UTC is already the next day there", () => {
    const lateUtc = new Date("2026-11-26T19:00:00Z");
    expect(availabilityWords({ availableFrom: "2026-11-27", workSchedule: null }, lateUtc)).toEqual([]);
  });
});
