import { z } from "zod";
import { INDIAN_CITIES } from "~/constants/cities";
import { PROJECT_CATEGORIES, PROJECT_STAGES } from "~/constants/collaboration";
import { ASK_PAY_KIND, askPayKind, checkPostingPay, postingPayFields } from "~/features/postings/role-pay";
import { rolesFieldSchema } from "~/features/postings/role-schema";
import { postAsField } from "~/features/productions/post-as";
import { optionalText, requiredText } from "~/lib/validation";
import { PROJECT_MESSAGES as M } from "./project-messages";

// Only the cities the form offers (India's): the server refuses what the browser could not choose.
const CITY_IDS = INDIAN_CITIES.map((city) => city.id) as [string, ...string[]];

/**
 * Create a Project (spec part 1, section 5): title, description and category
 * are required ("Please fill all required fields"); the roles needed are
 * optional, each a record (name, playing age, languages, pay, how many), sent
 * by the roles editor as one JSON list as an audition's are. Where it happens
 * is optional too, and lets ?city= find it.
 */
export const projectSchema = z
  .object({
    title: requiredText(M.required, 150, M.titleTooLong),
    description: requiredText(M.required, 5000, M.descriptionTooLong),
    category: z.enum(PROJECT_CATEGORIES, { error: M.required }),
    roles: rolesFieldSchema,
    location: optionalText(200, M.locationTooLong),
    cityId: z.enum(CITY_IDS, { error: M.choose }).optional(),
    // Who it is posted for: the member, or a production where they have the casting role.
    postAs: postAsField,
    // What it pays: the fields every posting form shares, asked only when it has no roles;
    // with roles each states its pay and the posting's is derived from theirs (role-pay.ts, decision 061).
    ...postingPayFields,
  })
  .superRefine(askPayKind, ASK_PAY_KIND)
  .superRefine(checkPostingPay);

export type ProjectInput = z.output<typeof projectSchema>;

export const projectStageSchema = z.object({
  stage: z.enum(PROJECT_STAGES, { error: M.choose }),
});
