import { describe, expect, it } from "vitest";
import { accountAge } from "./account-age";

const now = new Date("2026-11-25T06:30:00Z"); // noon in India

describe("accountAge", () => {
  it.each([
    ["2026-11-25T00:00:00Z", "joined today"],
    ["2026-11-24T18:29:00Z", "joined yesterday"], // 11:59 pm the day before in India
    ["2026-11-22T06:30:00Z", "joined 3 days ago"],
    ["2026-10-27T06:30:00Z", "joined 29 days ago"],
    ["2026-10-26T06:30:00Z", "member since Oct 2026"], // 30 days
    ["2025-10-31T19:00:00Z", "member since Nov 2025"], // already 1 November in India
    ["2019-03-02T06:30:00Z", "member since Mar 2019"],
  ])("an account made %s: %s", (createdAt, expected) => {
    expect(accountAge(new Date(createdAt), now)).toBe(expected);
  });
});
