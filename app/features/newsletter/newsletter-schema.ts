import { z } from "zod";
import { emailField } from "~/lib/validation";

import { NEWSLETTER_MESSAGES } from "./newsletter-messages";

export { NEWSLETTER_MESSAGES };

export const newsletterSchema = z.object({ email: emailField(NEWSLETTER_MESSAGES.invalid) });
export type NewsletterInput = z.infer<typeof newsletterSchema>;
