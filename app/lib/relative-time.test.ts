import { describe, expect, it } from "vitest";
import { daysBetween, relativeTime } from "./relative-time";

const now = new Date("2026-11-25T06:30:00Z"); // noon in India

describe("relativeTime", () => {
  it.each([
    ["2026-11-25T00:00:00Z", "Today"],
    ["2026-11-24T18:30:00Z", "Today"], // midnight in India
    ["2026-11-24T18:29:00Z", "Yesterday"], // 11:59 pm the day before in India
    ["2026-11-23T06:30:00Z", "2 days ago"],
    ["2026-11-19T06:30:00Z", "6 days ago"],
    ["2026-11-18T06:30:00Z", "1 week ago"],
    ["2026-11-11T06:30:00Z", "2 weeks ago"],
    ["2026-10-27T06:30:00Z", "4 weeks ago"], // 29 days
    ["2026-10-26T06:30:00Z", "1 month ago"], // 30 days
    ["2026-09-26T06:30:00Z", "2 months ago"], // 60 days
    ["2025-11-25T06:30:00Z", "12 months ago"],
  ])("%s is %s", (then, expected) => {
    expect(relativeTime(new Date(then), now)).toBe(expected);
  });

  it("says Today for a time a little in the future (clocks differ)", () => {
    expect(relativeTime(new Date("2026-11-25T10:00:00Z"), now)).toBe("Today");
    expect(daysBetween(new Date("2026-12-01T00:00:00Z"), now)).toBe(0);
  });
});
