import { z } from "zod";
import { INDIAN_CITIES } from "~/constants/cities";
import { JOB_CATEGORIES, JOB_TYPES } from "~/constants/jobs";
import { checkPay, payFields } from "~/features/postings/pay";
import { postAsField, requireCompanyUnlessProduction } from "~/features/productions/post-as";
import { isCalendarDay } from "~/lib/india-days";
import { optionalText, requiredText } from "~/lib/validation";
import { JOB_MESSAGES as M } from "./job-messages";

export const MAX_REQUIREMENTS = 20;
// Only the cities the form offers (India's): the server refuses what the browser could not choose.
const CITY_IDS = INDIAN_CITIES.map((city) => city.id) as [string, ...string[]];

/** Requirements typed one per line: trimmed, blanks and repeats dropped. */
export function splitRequirements(text: string | undefined): string[] {
  if (!text) return [];
  const lines = text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  return [...new Set(lines)];
}

/**
 * Post a Job: pay is shown up front, stated as on every posting
 *: paid with an amount the salary filter compares, expenses only,
 * or unpaid with what is offered instead. The deadline is a day in India,
 * checked against today in postJob.
 */
export const jobSchema = z
  .object({
    title: requiredText(M.required, 150, M.titleTooLong),
    // The company line: typed when posting as oneself, the production's name when posting for one.
    company: optionalText(150, M.companyTooLong),
    postAs: postAsField,
    location: requiredText(M.required, 200, M.locationTooLong),
    cityId: z.enum(CITY_IDS, { error: M.choose }).optional(),
    isRemote: z
      .string()
      .optional()
      .transform((value) => value === "on"),
    type: z.enum(JOB_TYPES, { error: M.choose }),
    category: z.enum(JOB_CATEGORIES, { error: M.choose }),
    // What it pays: the fields every posting form shares.
    ...payFields,
    deadline: z
      .string({ error: M.required })
      .trim()
      .min(1, { error: M.required })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.deadline })
      // A real day: Date.parse rolls 2027-02-30 over to 2 March, so it is checked as a calendar day.
      .refine(isCalendarDay, { error: M.deadline }),
    description: requiredText(M.required, 5000, M.descriptionTooLong),
    requirements: optionalText(2000, M.requirementsTooLong).refine(
      (text) => splitRequirements(text).length <= MAX_REQUIREMENTS,
      { error: M.tooManyRequirements },
    ),
  })
  .superRefine(requireCompanyUnlessProduction(M.required))
  .superRefine(checkPay);

export type JobInput = z.output<typeof jobSchema>;
