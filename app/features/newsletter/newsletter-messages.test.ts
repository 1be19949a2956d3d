import { describe, expect, it } from "vitest";
import { looksLikeEmail } from "./newsletter-messages";

describe("the newsletter's quick check", () => {
  it("wants something non-blank with an at sign", () => {
    expect(looksLikeEmail("a@b.in")).toBe(true);
    expect(looksLikeEmail("  ")).toBe(false);
    expect(looksLikeEmail("meera.example.in")).toBe(false);
  });
});
