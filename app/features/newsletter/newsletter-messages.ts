export const NEWSLETTER_MESSAGES = {
  invalidTitle: "Invalid email",
  invalid: "Please enter a valid email address",
  refusedTitle: "Not subscribed yet",
  successTitle: "Thank you for subscribing!",
  // Double opt-in: nothing arrives until the emailed link is followed.
  success: (email: string) =>
    `Confirm with the link we sent to ${email}, and you'll receive our newsletter there.`,
  confirmedTitle: "Subscription confirmed",
  confirmed: (email: string) => `You'll receive our newsletter at ${email}.`,
  linkExpired:
    "This confirmation link has expired. Sign up again from the form at the foot of any page and we'll send a new one.",
  linkInvalid: "This confirmation link is not valid, or it has been used already.",
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
