import { describe, expect, it } from "vitest";
import { dayInIndia, startOfTodayInIndia } from "~/lib/india-days";
import { auditionBadge, auditionStatus } from "./audition-status";

const at = (iso: string) => new Date(iso);

describe("audition status from its date (India's days)", () => {
  const now = at("2026-11-25T10:00:00+05:30");

  it("is upcoming later today, on a later day, and completed from yesterday back", () => {
    expect(auditionStatus(at("2026-11-25T18:00:00+05:30"), now)).toBe("upcoming");
    expect(auditionStatus(at("2026-11-25T09:00:00+05:30"), now)).toBe("upcoming");
    expect(auditionStatus(at("2026-12-01T11:00:00+05:30"), now)).toBe("upcoming");
    expect(auditionStatus(at("2026-11-24T23:59:00+05:30"), now)).toBe("completed");
  });

  it("counts India's midnight, not UTC's", () => {
    // 20:00 UTC on the 24th is 01:30 on the 25th in India: today there.
    expect(auditionBadge(at("2026-11-24T20:00:00Z"), now)).toBe("Today");
    expect(auditionBadge(at("2026-11-24T18:29:00Z"), now)).toBe("Completed");
  });

  it("shows Today on the day, Completed after it, nothing before", () => {
    expect(auditionBadge(at("2026-11-25T23:00:00+05:30"), now)).toBe("Today");
    expect(auditionBadge(at("2026-11-26T00:00:00+05:30"), now)).toBeNull();
    expect(auditionBadge(at("2026-11-20T11:00:00+05:30"), now)).toBe("Completed");
  });

  it("starts today at India's midnight", () => {
    expect(startOfTodayInIndia(now).toISOString()).toBe("2026-11-24T18:30:00.000Z");
    expect(dayInIndia(startOfTodayInIndia(now))).toBe("2026-11-25");
    expect(dayInIndia(new Date(startOfTodayInIndia(now).getTime() - 1))).toBe("2026-11-24");
  });
});
