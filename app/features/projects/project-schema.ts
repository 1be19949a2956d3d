import { z } from "zod";
import { INDIAN_CITIES } from "~/constants/cities";
import {
  LOOKING_FOR_MAX_LENGTH,
  MAX_LOOKING_FOR,
  PROJECT_CATEGORIES,
  PROJECT_STAGES,
} from "~/constants/collaboration";
import { optionalText, requiredText } from "~/lib/validation";
import { PROJECT_MESSAGES as M } from "./project-messages";

// Only the cities the form offers (India's): the server refuses what the browser could not choose.
const CITY_IDS = INDIAN_CITIES.map((city) => city.id) as [string, ...string[]];

/**
 * The roles a project is looking for, typed as free text ("Lead Actor,
 * Editor" or one per line): trimmed, blanks and repeats (in any case) dropped.
 */
export function splitLookingFor(text: string | undefined): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  const roles: string[] = [];
  for (const part of text.split(/[,\n]/)) {
    const role = part.replace(/\s+/g, " ").trim();
    if (role && !seen.has(role.toLowerCase())) {
      seen.add(role.toLowerCase());
      roles.push(role);
    }
  }
  return roles;
}

/**
 * Create a Project (spec part 1, section 5): title, description and category
 * are required ("Please fill all required fields"); the roles needed are
 * optional. Where it happens is optional too, and lets ?city= find it.
 */
export const projectSchema = z.object({
  title: requiredText(M.required, 150, M.titleTooLong),
  description: requiredText(M.required, 5000, M.descriptionTooLong),
  category: z.enum(PROJECT_CATEGORIES, { error: M.required }),
  lookingFor: optionalText(2000, M.lookingForTooLong).refine(
    (text) => {
      const roles = splitLookingFor(text);
      return roles.length <= MAX_LOOKING_FOR && roles.every((role) => role.length <= LOOKING_FOR_MAX_LENGTH);
    },
    { error: M.lookingForTooLong },
  ),
  location: optionalText(200, M.locationTooLong),
  cityId: z.enum(CITY_IDS, { error: M.choose }).optional(),
});

export type ProjectInput = z.output<typeof projectSchema>;

export const projectStageSchema = z.object({
  stage: z.enum(PROJECT_STAGES, { error: M.choose }),
});
