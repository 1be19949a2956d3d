import { z } from "zod";
import { CATEGORY_SLUGS } from "~/constants/categories";
import "~/lib/validation";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/validation";
import { meetsSecurityRequirements, PASSWORD_LENGTH } from "./password-rules";

/** The spec's messages, word for word (part 2, sections 5 and 8). */
export const ACCOUNT_MESSAGES = {
  suspended:
    "This account has been suspended after a report to our team. If you think this is a mistake, write to us through the Contact page.",
  email: "Please enter a valid email address.",
  emailTooLong: "Email must be 100 characters or less.",
  passwordRequired: "Password is required.",
  passwordTooLong: "Password must be 100 characters or less.",
  passwordTooShort: "Password must be at least 8 characters.",
  passwordWeak: "Password does not meet security requirements",
  nameTooShort: "Full name must be at least 2 characters.",
  nameTooLong: "Full name must be 100 characters or less.",
  nameCharacters: "Name can only contain letters, spaces, hyphens and apostrophes.",
  category: "Please select a category.",
  terms: "You must agree to the terms and conditions.",
  invalidCredentials: "Invalid email or password. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
  loginSuccess: "Login successful!",
  signupSuccess: "Account created successfully! Please check your email to verify your account.",
  signupError: "There was an error creating your account. Please try again.",
  signupLimited: (seconds: number) =>
    `Too many registration attempts. Please try again in ${seconds} seconds.`,
  tooManyAttempts: (seconds: number) => `Too many attempts. Please try again in ${seconds} seconds.`,
  emailChangesLimited: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return `Too many email change requests. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
  },
  passwordsDiffer: "Passwords do not match.",
  currentPasswordWrong: "Your current password is not correct.",
  resetLinkInvalid: "This reset link is invalid or has expired. Please ask for a new one.",
  deleteConfirm: "Type DELETE to confirm.",
  chooseSession: "Choose a session to sign out.",
} as const;

const email = z
  .string({ error: ACCOUNT_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(100, { error: ACCOUNT_MESSAGES.emailTooLong })
  .pipe(z.email({ error: ACCOUNT_MESSAGES.email }));

/** A new password: the sign-up rules of spec part 2, section 5. */
export const newPassword = z
  .string({ error: ACCOUNT_MESSAGES.passwordTooShort })
  .min(PASSWORD_LENGTH.min, { error: ACCOUNT_MESSAGES.passwordTooShort, abort: true })
  .max(PASSWORD_LENGTH.max, { error: ACCOUNT_MESSAGES.passwordTooLong, abort: true })
  .refine(meetsSecurityRequirements, { error: ACCOUNT_MESSAGES.passwordWeak });

const existingPassword = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, { error: ACCOUNT_MESSAGES.passwordRequired })
  .max(100, { error: ACCOUNT_MESSAGES.passwordTooLong });

export const loginSchema = z.object({
  email,
  password: existingPassword,
  rememberMe: z.boolean().optional(),
  redirectTo: z.string().optional(),
});

export const signupSchema = z.object({
  fullName: z
    .string({ error: ACCOUNT_MESSAGES.nameTooShort })
    .trim()
    .min(2, { error: ACCOUNT_MESSAGES.nameTooShort })
    .max(100, { error: ACCOUNT_MESSAGES.nameTooLong })
    .regex(/^[\p{L}\p{M}\s'’-]+$/u, { error: ACCOUNT_MESSAGES.nameCharacters }),
  email,
  password: newPassword,
  category: z.enum(CATEGORY_SLUGS as [string, ...string[]], { error: ACCOUNT_MESSAGES.category }),
  agreeToTerms: z
    .boolean({ error: ACCOUNT_MESSAGES.terms })
    .refine((agreed) => agreed, { error: ACCOUNT_MESSAGES.terms }),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    // Hidden: a missing or doubled token means the link was damaged, which the page says in words.
    token: z
      .string({ error: ACCOUNT_MESSAGES.resetLinkInvalid })
      .min(1, { error: ACCOUNT_MESSAGES.resetLinkInvalid }),
    password: newPassword,
    confirmPassword: z.string({ error: ACCOUNT_MESSAGES.passwordsDiffer }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ["confirmPassword"],
  });

export const changePasswordSchema = z
  .object({
    intent: z.literal("change-password", { error: UNREADABLE_FORM_MESSAGE }),
    currentPassword: existingPassword,
    newPassword,
    confirmPassword: z.string({ error: ACCOUNT_MESSAGES.passwordsDiffer }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ["confirmPassword"],
  });

export const changeEmailSchema = z.object({
  intent: z.literal("change-email", { error: UNREADABLE_FORM_MESSAGE }),
  newEmail: email,
});

export const revokeSessionSchema = z.object({
  intent: z.literal("revoke-session", { error: UNREADABLE_FORM_MESSAGE }),
  // Better Auth's session ids: letters, digits, - and _.
  sessionId: z.string({ error: ACCOUNT_MESSAGES.chooseSession }).regex(/^[\w-]{1,128}$/, {
    error: ACCOUNT_MESSAGES.chooseSession,
  }),
});

export const deleteAccountSchema = z.object({
  intent: z.literal("delete-account", { error: UNREADABLE_FORM_MESSAGE }),
  confirmation: z.literal("DELETE", { error: ACCOUNT_MESSAGES.deleteConfirm }),
  password: z.string().max(100, { error: ACCOUNT_MESSAGES.passwordTooLong }).optional(),
});
