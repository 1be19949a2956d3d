import { z } from "zod";
import { emailField } from "~/lib/validation";

export const NEWSLETTER_MESSAGES = {
  invalidTitle: "Invalid email",
  invalid: "Please enter a valid email address",
  successTitle: "Thank you for subscribing!",
  success: (email: string) => `You'll receive our newsletter at ${email}`,
} as const;

export const newsletterSchema = z.object({ email: emailField(NEWSLETTER_MESSAGES.invalid) });
export type NewsletterInput = z.infer<typeof newsletterSchema>;
