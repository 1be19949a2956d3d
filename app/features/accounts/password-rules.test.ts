import { describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES, passwordIssues, passwordStrength } from "./password-rules";

describe("password rules (spec part 2, section 5)", () => {
  it("accepts a password that meets every rule", () => {
    expect(passwordIssues("Kathak#2026")).toEqual([]);
  });

  it.each([
    ["Ab1!", PASSWORD_MESSAGES.tooShort],
    ["ABCDEF1!", PASSWORD_MESSAGES.lowercase],
    ["abcdef1!", PASSWORD_MESSAGES.uppercase],
    ["Abcdefg!", PASSWORD_MESSAGES.number],
    ["Abcdefg1", PASSWORD_MESSAGES.special],
  ])("%j breaks: %s", (password, message) => {
    expect(passwordIssues(password)).toContain(message);
  });

  it.each([
    "Aaaaa#19x",
    "Kx#9_1234",
    "Kx#9_abcd",
    "Kx#9_QWERTY",
    "MyPassword#9",
    "Admin#2026x",
    "SuperUser#9",
    "Guest#2026x",
  ])("%j contains a common pattern or word", (password) => {
    expect(passwordIssues(password)).toContain(PASSWORD_MESSAGES.common);
  });

  it("allows three repeats but not four", () => {
    expect(passwordIssues("Raaa#2026x")).not.toContain(PASSWORD_MESSAGES.common);
    expect(passwordIssues("Raaaa#2026x")).toContain(PASSWORD_MESSAGES.common);
  });
});

describe("strength meter", () => {
  it("asks for a password when empty", () => {
    expect(passwordStrength("")).toEqual({ score: 0, label: "Enter a password", color: "red" });
  });

  it("scores each criterion and caps at five", () => {
    // lowercase, no triple, not common = 3 → Good, yellow
    expect(passwordStrength("abc")).toMatchObject({ score: 3, label: "Good", color: "yellow" });
    // 8+, 12+, upper, lower, digit, special, no triple, not common = 8 → capped 5
    expect(passwordStrength("Kathak#2026Dance")).toEqual({
      score: 5,
      label: "Very strong password",
      color: "green",
    });
  });

  it("counts a run of three identical characters and a common password against it", () => {
    expect(passwordStrength("aaa").score).toBe(2);
    expect(passwordStrength("aaa")).toMatchObject({ label: "Fair", color: "red" });
    expect(passwordStrength("password").score).toBeLessThan(passwordStrength("pasXword").score);
  });

  it("labels each score", () => {
    // A common password of eight digits: 8+ and digit, with a run of three and on the common list = 2.
    expect(passwordStrength("11111111")).toMatchObject({ score: 2, label: "Fair", color: "red" });
    // upper, lower, no run of three, not common = 4.
    expect(passwordStrength("Abcdefg")).toMatchObject({ score: 4, label: "Strong", color: "yellow" });
  });
});
