import { z } from "zod";
import { emailField, requiredText } from "~/lib/validation";

export const CONTACT_MESSAGES = {
  name: "Please enter your name",
  nameTooLong: "Name must be 100 characters or less.",
  email: "Please enter a valid email address",
  subject: "Please enter a subject",
  subjectTooLong: "Subject must be 200 characters or less.",
  message: "Please enter a message",
  messageTooLong: "Message must be 5000 characters or less.",
  required: "Please fill all required fields",
  success: "Your message has been sent successfully!",
} as const;

export const contactSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.name, 100, CONTACT_MESSAGES.nameTooLong),
  email: emailField(CONTACT_MESSAGES.email),
  subject: requiredText(CONTACT_MESSAGES.subject, 200, CONTACT_MESSAGES.subjectTooLong),
  message: requiredText(CONTACT_MESSAGES.message, 5000, CONTACT_MESSAGES.messageTooLong),
});
export type ContactInput = z.infer<typeof contactSchema>;
