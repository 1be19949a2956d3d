import { describe, expect, it } from "vitest";
import { dayInIndiaYearsOn, isCalendarDay, lastDayOfNextMonthInIndia } from "./india-days";

describe("lastDayOfNextMonthInIndia", () => {
  it("is the last day of the month after this one, in India", () => {
    expect(lastDayOfNextMonthInIndia(new Date("2026-11-26T12:00:00Z"))).toBe("2026-12-31");
    expect(lastDayOfNextMonthInIndia(new Date("2026-12-15T12:00:00Z"))).toBe("2027-01-31");
    expect(lastDayOfNextMonthInIndia(new Date("2027-01-31T12:00:00Z"))).toBe("2027-02-28");
    expect(lastDayOfNextMonthInIndia(new Date("2028-01-01T12:00:00Z"))).toBe("2028-02-29");
    expect(lastDayOfNextMonthInIndia(new Date("2027-03-31T12:00:00Z"))).toBe("2027-04-30");
  });

  it("turns the month at midnight in India, not UTC", () => {
    // 30 November 19:00 UTC is 1 December 00:30 in India: next month is January.
    expect(lastDayOfNextMonthInIndia(new Date("2026-11-30T19:00:00Z"))).toBe("2027-01-31");
    expect(lastDayOfNextMonthInIndia(new Date("2026-11-30T18:00:00Z"))).toBe("2026-12-31");
  });
});

describe("dayInIndiaYearsOn", () => {
  it("is India's day with the year moved on", () => {
    expect(dayInIndiaYearsOn(new Date("2026-11-26T12:00:00Z"), 2)).toBe("2028-11-26");
    expect(dayInIndiaYearsOn(new Date("2026-12-31T18:30:00Z"), 2)).toBe("2029-01-01");
  });
});

describe("isCalendarDay", () => {
  it("takes real days only, written YYYY-MM-DD", () => {
    for (const day of ["2027-01-03", "2028-02-29", "2000-02-29", "2026-12-31"])
      expect(isCalendarDay(day)).toBe(true);
    for (const day of [
      "2027-02-29",
      "1900-02-29",
      "2027-04-31",
      "2027-13-01",
      "2027-1-3",
      "",
      "2027-01-03 ",
    ]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });
});
