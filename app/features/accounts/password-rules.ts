/** The spec's password rules (part 2, section 5), shared by the forms, the meter and the server. */

const COMMON_PATTERNS = [/(.)\1{3,}/, /1234/, /abcd/i, /qwerty/i, /password/i, /admin/i, /user/i, /guest/i];
const COMMON_PASSWORDS = new Set([
  "password",
  "password1",
  "password123",
  "12345678",
  "123456789",
  "qwerty123",
  "iloveyou",
  "admin123",
  "welcome1",
  "letmein1",
  "11111111",
  "abc12345",
]);

/** The form's length limits (spec part 2, section 5); the schema and the meter read them from here. */
export const PASSWORD_LENGTH = { min: 8, max: 100 } as const;

export const PASSWORD_MESSAGES = {
  tooShort: "Password must be at least 8 characters long",
  tooLong: "Password must be 100 characters or less",
  lowercase: "Password must contain at least one lowercase letter",
  uppercase: "Password must contain at least one uppercase letter",
  number: "Password must contain at least one number",
  special: "Password must contain at least one special character",
  common: "Password contains common patterns or words",
} as const;

/** Every rule the password breaks, in the order of spec part 2, section 5; empty when it passes. */
export function passwordIssues(password: string): string[] {
  const issues: string[] = [];
  if (password.length < PASSWORD_LENGTH.min) issues.push(PASSWORD_MESSAGES.tooShort);
  if (password.length > PASSWORD_LENGTH.max) issues.push(PASSWORD_MESSAGES.tooLong);
  if (!/[a-z]/.test(password)) issues.push(PASSWORD_MESSAGES.lowercase);
  if (!/[A-Z]/.test(password)) issues.push(PASSWORD_MESSAGES.uppercase);
  if (!/\d/.test(password)) issues.push(PASSWORD_MESSAGES.number);
  if (!/[^A-Za-z0-9]/.test(password)) issues.push(PASSWORD_MESSAGES.special);
  if (COMMON_PATTERNS.some((pattern) => pattern.test(password))) issues.push(PASSWORD_MESSAGES.common);
  return issues;
}

export function meetsSecurityRequirements(password: string) {
  return passwordIssues(password).length === 0;
}

export const STRENGTH_LABELS = ["Weak", "Weak", "Fair", "Good", "Strong", "Very strong password"] as const;

/** The highest score a password the form refuses may show: "Weak", whatever its points. */
const REFUSED_SCORE_CAP = 1;

/**
 * The strength meter: one point each for 8+ characters, 12+, an uppercase
 * letter, a lowercase letter, a digit, a special character, no run of three
 * identical characters, and not a common password; capped at 5. A password
 * that breaks any of the form's rules is capped at Weak: "password" earns
 * three points ("Good") yet the form refuses it, and the meter must not
 * praise what the form will turn down.
 */
export function passwordStrength(password: string): {
  score: number;
  label: string;
  color: "red" | "yellow" | "green";
} {
  if (password === "") return { score: 0, label: "Enter a password", color: "red" };
  const points = [
    password.length >= 8,
    password.length >= 12,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
    !/(.)\1\1/.test(password),
    !COMMON_PASSWORDS.has(password.toLowerCase()),
  ].filter(Boolean).length;
  const score = Math.min(passwordIssues(password).length > 0 ? REFUSED_SCORE_CAP : 5, points);
  return {
    score,
    label: STRENGTH_LABELS[score]!,
    color: score < 3 ? "red" : score < 5 ? "yellow" : "green",
  };
}
