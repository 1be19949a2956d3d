import { describe, expect, it } from "vitest";
import { timeAgo } from "./time-ago";

const now = new Date("2026-11-26T12:00:00Z");
const secondsBefore = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("the feed's time labels", () => {
  it("counts seconds, minutes, hours and days", () => {
    expect(timeAgo(secondsBefore(5), now)).toBe("5s ago");
    expect(timeAgo(secondsBefore(59), now)).toBe("59s ago");
    expect(timeAgo(secondsBefore(60), now)).toBe("1m ago");
    expect(timeAgo(secondsBefore(3599), now)).toBe("59m ago");
    expect(timeAgo(secondsBefore(3600), now)).toBe("1h ago");
    expect(timeAgo(secondsBefore(86_399), now)).toBe("23h ago");
    expect(timeAgo(secondsBefore(86_400), now)).toBe("1d ago");
    expect(timeAgo(secondsBefore(7 * 86_400), now)).toBe("7d ago");
  });

  it("gives the date after 7 days, and never a time in the future", () => {
    expect(timeAgo(secondsBefore(8 * 86_400), now)).toBe("18 Nov 2026");
    expect(timeAgo(new Date(now.getTime() + 5000), now)).toBe("just now");
  });

  it("says a post made this moment was made just now, never 0s ago", () => {
    expect(timeAgo(secondsBefore(0), now)).toBe("just now");
    expect(timeAgo(secondsBefore(4.9), now)).toBe("just now");
  });
});
