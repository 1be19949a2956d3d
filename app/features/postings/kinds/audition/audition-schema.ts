import { z } from "zod";
import { AUDITION_EXPERIENCE_LEVELS, AUDITION_GENDERS } from "~/constants/auditions";
import { INDIAN_CITIES } from "~/constants/cities";
import { ASK_PAY_KIND, askPayKind, checkPostingPay, postingPayFields } from "~/features/postings/role-pay";
import { rolesFieldSchema } from "~/features/postings/role-schema";
import { postAsField, requireCompanyUnlessProduction } from "~/features/productions/post-as";
import { isCalendarDay } from "~/lib/india-days";
import { parseHttps } from "~/lib/link-check";
import { optionalText, requiredText } from "~/lib/validation";
import { AUDITION_MESSAGES as M } from "./audition-messages";

// Only the cities the form offers (India's): the server refuses what the browser could not choose.
const CITY_IDS = INDIAN_CITIES.map((city) => city.id) as [string, ...string[]];

/**
 * Post an Audition (spec part 1, sections 2 and 5): title, project, company
 * and date required, else "Please fill all required fields". Location is for
 * in-person auditions, the meeting link for online ones; the other is dropped.
 */
export const auditionSchema = z
  .object({
    title: requiredText(M.required, 150, M.titleTooLong),
    project: requiredText(M.required, 150, M.projectTooLong),
    // The company line: typed when posting as oneself, the production's name when posting for one.
    company: optionalText(150, M.companyTooLong),
    postAs: postAsField,
    type: z.enum(["Online", "In-person"], { error: M.choose }).default("In-person"),
    // The date as the date input sends it; checked against today in postAudition.
    date: z
      .string({ error: M.required })
      .trim()
      .min(1, { error: M.required })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.date })
      // A real day: Date.parse rolls 2027-02-30 over to 2 March, so it is checked as a calendar day.
      .refine(isCalendarDay, { error: M.date }),
    description: optionalText(5000, M.descriptionTooLong),
    // The roles it casts, as records: sent by the roles editor as one JSON list.
    roles: rolesFieldSchema,
    location: optionalText(200, M.locationTooLong),
    cityId: z.enum(CITY_IDS, { error: M.choose }).optional(),
    meetingUrl: optionalText(500, M.meetingUrl).refine((value) => !value || parseHttps(value) !== null, {
      error: M.meetingUrl,
    }),
    // What it pays: the fields every posting form shares, asked only when it has no roles;
    // with roles each states its pay and the posting's is derived from theirs (role-pay.ts, decision 061).
    ...postingPayFields,
    experience: z.enum(AUDITION_EXPERIENCE_LEVELS, { error: M.choose }).default("any"),
    // Whom the call casts is each role's gender; the audition's own is read from them (castsGender
    // in list-auditions.server.ts). An old form or a script may still send one: it is ignored.
    gender: z.enum(AUDITION_GENDERS, { error: M.choose }).optional(),
  })
  .superRefine(requireCompanyUnlessProduction(M.required))
  .superRefine(askPayKind, ASK_PAY_KIND)
  .superRefine(checkPostingPay)
  .transform((input) => ({
    ...input,
    gender: gendersCast(input.roles),
    location: input.type === "Online" ? undefined : input.location,
    meetingUrl: input.type === "Online" ? input.meetingUrl : undefined,
  }));

export type AuditionInput = z.output<typeof auditionSchema>;

/** The audition's gender from its roles: theirs when they all cast one, else open to all. */
function gendersCast(roles: readonly { gender: (typeof AUDITION_GENDERS)[number] }[]) {
  const genders = new Set(roles.map((role) => role.gender));
  return genders.size === 1 ? [...genders][0]! : ("any" as const);
}
