import { z } from "zod";
import { EXPERIENCE_VALUES } from "~/constants/talent";
import { cleanText } from "~/lib/clean-text";
import { isAllowedLink, LINK_HOSTS } from "~/lib/link-check";
import { emailField, preparedText } from "~/lib/validation";

/** The category registration form's messages (spec part 2, sections 5 and 8), word for word. */
export const REGISTRATION_MESSAGES = {
  fullName: "Full name must be at least 2 characters.",
  fullNameTooLong: "Full name must be 100 characters or less.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
  phoneCharacters: "Phone number contains invalid characters.",
  location: "Please enter your location.",
  locationTooLong: "Location must be 100 characters or less.",
  experience: "Please select your experience level.",
  bioTooShort: "Bio must be at least 10 characters.",
  bioTooLong: "Bio cannot exceed 500 characters.",
  portfolio: "Please enter a valid portfolio URL from allowed domains.",
  terms: "You must agree to the terms and conditions.",
  success: "Registration successful! We will review your application and get back to you soon.",
  failure: "Something went wrong. Please try again later.",
} as const;

/**
 * Limits: the minimums of spec part 2, section 5, and maximums of our own where it gives none (a name, a
 * phone, a link).
 */
export const REGISTRATION_LIMITS = {
  fullName: { min: 2, max: 100 },
  phone: { min: 10, max: 20 },
  location: { min: 2, max: 100 },
  bio: { min: 10, max: 500 },
  portfolio: { max: 500 },
} as const;

const PHONE_CHARACTERS = /^[\d\s\-+()]*$/;

/**
 * Cleaned text (spec part 2, section 5, "Text cleaning"), measured before cleaning so a huge post costs a
 * length check only.
 */
function cleanedText(
  { min, max }: { min: number; max: number },
  messages: { tooShort: string; tooLong: string },
  { multiline = false } = {},
) {
  return preparedText(
    { max, tooLong: messages.tooLong },
    (value) => cleanText(value, { multiline }),
    z
      .string({ error: messages.tooShort })
      .min(min, { error: messages.tooShort })
      .max(max, { error: messages.tooLong }),
  );
}

export const registrationSchema = z.object({
  fullName: cleanedText(REGISTRATION_LIMITS.fullName, {
    tooShort: REGISTRATION_MESSAGES.fullName,
    tooLong: REGISTRATION_MESSAGES.fullNameTooLong,
  }),
  email: emailField(REGISTRATION_MESSAGES.email),
  phone: preparedText(
    { max: REGISTRATION_LIMITS.phone.max, tooLong: REGISTRATION_MESSAGES.phone },
    (value) => cleanText(value),
    z
      .string({ error: REGISTRATION_MESSAGES.phone })
      .min(REGISTRATION_LIMITS.phone.min, { error: REGISTRATION_MESSAGES.phone })
      .regex(PHONE_CHARACTERS, { error: REGISTRATION_MESSAGES.phoneCharacters })
      .max(REGISTRATION_LIMITS.phone.max, { error: REGISTRATION_MESSAGES.phone }),
  ),
  location: cleanedText(REGISTRATION_LIMITS.location, {
    tooShort: REGISTRATION_MESSAGES.location,
    tooLong: REGISTRATION_MESSAGES.locationTooLong,
  }),
  experience: z.enum(EXPERIENCE_VALUES, { error: REGISTRATION_MESSAGES.experience }),
  bio: cleanedText(
    REGISTRATION_LIMITS.bio,
    { tooShort: REGISTRATION_MESSAGES.bioTooShort, tooLong: REGISTRATION_MESSAGES.bioTooLong },
    { multiline: true },
  ),
  portfolio: preparedText(
    { max: REGISTRATION_LIMITS.portfolio.max, tooLong: REGISTRATION_MESSAGES.portfolio },
    (value) => value.trim() || undefined,
    z
      .string()
      .max(REGISTRATION_LIMITS.portfolio.max, { error: REGISTRATION_MESSAGES.portfolio })
      .refine((value) => isAllowedLink(value, LINK_HOSTS.portfolio), {
        error: REGISTRATION_MESSAGES.portfolio,
      })
      .optional(),
  ),
  agreeToTerms: z
    .boolean({ error: REGISTRATION_MESSAGES.terms })
    .refine((agreed) => agreed, { error: REGISTRATION_MESSAGES.terms }),
});
export type RegistrationInput = z.infer<typeof registrationSchema>;
