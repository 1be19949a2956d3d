export const NEWSLETTER_MESSAGES = {
  invalidTitle: "Invalid email",
  invalid: "Please enter a valid email address",
  refusedTitle: "Not subscribed yet",
  successTitle: "Thank you for subscribing!",
  success: (email: string) => `You'll receive our newsletter at ${email}`,
} as const;

/**
 * The spec's quick check before sending (non-empty, has an @). It keeps zod
 * out of every page's bundle; the server applies the full schema and answers
 * with the same message.
 */
export function looksLikeEmail(value: string) {
  const trimmed = value.trim();
  return trimmed !== "" && trimmed.includes("@");
}
