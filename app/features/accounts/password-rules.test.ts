import { describe, expect, it } from "vitest";
import { newPassword } from "./account-schemas";
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

  it("refuses a password over 100 characters, as the form does", () => {
    expect(passwordIssues(`Kx#9${"abc".repeat(33)}`)).toContain(PASSWORD_MESSAGES.tooLong);
    expect(passwordIssues(`Kx#9${"abc".repeat(32)}`)).toEqual([]);
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
    // 8+, 12+, upper, lower, digit, special, no triple, not common = 8 → capped 5
    expect(passwordStrength("Kathak#2026Dance")).toEqual({
      score: 5,
      label: "Very strong password",
      color: "green",
    });
  });

  it("rates every password the form accepts by the spec's score", () => {
    // 8+, upper, lower, digit and special are the form's own rules: five points, so the top label.
    expect(passwordStrength("Kathak#26")).toEqual({
      score: 5,
      label: "Very strong password",
      color: "green",
    });
  });

  // "password" once read "Good", then the form refused it.
  it.each([
    "password",
    "abc",
    "aaa",
    "11111111",
    "Abcdefg",
    "Kathak2026Dance",
    "kathak#2026dance",
    "MyPassword#2026",
    `Kx#9${"abc".repeat(33)}`,
  ])("never reads better than Weak for %j, which the form refuses", (password) => {
    expect(newPassword.safeParse(password).success).toBe(false);
    expect(passwordStrength(password)).toMatchObject({ label: "Weak", color: "red" });
    expect(passwordStrength(password).score).toBeLessThanOrEqual(1);
  });

  it("reads better than Weak for every password the form accepts", () => {
    for (const password of ["Kathak#26", "Kathak#2026Dance", "Ra!9bcde", `Kx#9${"abc".repeat(32)}`]) {
      expect(newPassword.safeParse(password).success).toBe(true);
      expect(passwordStrength(password).label).not.toBe("Weak");
    }
  });
});
