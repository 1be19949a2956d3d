import { z } from "zod";
import { emailField, optionalText, requiredText } from "~/lib/validation";

export const BUDGET_RANGES = [
  "Under ₹1 lakh",
  "₹1–5 lakh",
  "₹5–20 lakh",
  "Above ₹20 lakh",
  "Not sure yet",
] as const;

export const ENQUIRY_MESSAGES = {
  name: "Please enter your name",
  company: "Please enter your company or brand",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number.",
  budget: "Please choose a budget from the list.",
  message: "Please tell us about your campaign",
  tooLong: (field: string, max: number) => `${field} must be ${max} characters or less.`,
  success: "Thank you! Our sales team will contact you within one business day.",
} as const;

export const enquirySchema = z.object({
  name: requiredText(ENQUIRY_MESSAGES.name, 100, ENQUIRY_MESSAGES.tooLong("Name", 100)),
  company: requiredText(ENQUIRY_MESSAGES.company, 150, ENQUIRY_MESSAGES.tooLong("Company", 150)),
  email: emailField(ENQUIRY_MESSAGES.email),
  phone: optionalText(20, ENQUIRY_MESSAGES.phone).refine(
    (phone) => phone === undefined || /^[\d\s()+-]{10,20}$/.test(phone),
    { error: ENQUIRY_MESSAGES.phone },
  ),
  budget: z.enum(BUDGET_RANGES, { error: ENQUIRY_MESSAGES.budget }).optional(),
  message: requiredText(ENQUIRY_MESSAGES.message, 3000, ENQUIRY_MESSAGES.tooLong("Message", 3000)),
});
export type EnquiryInput = z.infer<typeof enquirySchema>;
