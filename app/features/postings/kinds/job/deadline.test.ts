import { describe, expect, it } from "vitest";
import { deadlineBadge } from "./deadline";

// 10:00 in India on 25 November 2026.
const now = new Date("2026-11-25T04:30:00Z");
const inIndia = (local: string) => new Date(`${local}+05:30`);

describe("deadlineBadge", () => {
  it("says Closing today on the deadline's day, whatever the hour", () => {
    expect(deadlineBadge(inIndia("2026-11-25T23:59:00"), now)).toBe("Closing today");
    expect(deadlineBadge(inIndia("2026-11-25T00:00:00"), now)).toBe("Closing today");
  });

  it("says Closing today at 0 days or less", () => {
    expect(deadlineBadge(inIndia("2026-11-20T12:00:00"), now)).toBe("Closing today");
  });

  it("counts India's calendar days, not 24-hour spans", () => {
    expect(deadlineBadge(inIndia("2026-11-26T00:30:00"), now)).toBe("1 day left");
    // 23:30 UTC on the 25th is already the 26th in India.
    expect(deadlineBadge(new Date("2026-11-25T23:30:00Z"), now)).toBe("1 day left");
  });

  it("shows N days left up to 7 days, and nothing further out", () => {
    expect(deadlineBadge(inIndia("2026-11-28T12:00:00"), now)).toBe("3 days left");
    expect(deadlineBadge(inIndia("2026-12-02T12:00:00"), now)).toBe("7 days left");
    expect(deadlineBadge(inIndia("2026-12-03T12:00:00"), now)).toBeNull();
  });
});
