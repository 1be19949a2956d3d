import { z } from "zod";
import { INDIAN_CITIES } from "~/constants/cities";
import {
  PRODUCTION_ABOUT_MAX,
  PRODUCTION_KINDS,
  PRODUCTION_NAME_MAX,
  PRODUCTION_ROLES,
  VERIFICATION_REASON_MAX,
} from "~/constants/productions";
import { parseHttps } from "~/lib/link-check";
import { serialId } from "~/lib/serial-ids";
import { emailField, optionalText, requiredText } from "~/lib/validation";
import { DEPARTED_POSTINGS } from "./member-departure";
import { PRODUCTION_MESSAGES as M } from "./production-messages";
import {
  isValidCompanyNumber,
  isValidGstin,
  normaliseCompanyNumber,
  normaliseRegistration,
} from "./registration-numbers";
import { websiteDomain } from "./verification-domains";

const CITY_IDS = INDIAN_CITIES.map((city) => city.id) as [string, ...string[]];

/** Create and edit a production: name, kind and website required; the website must be on a domain of its own. */
export const productionSchema = z.object({
  name: requiredText(M.required, PRODUCTION_NAME_MAX, M.nameTooLong),
  kind: z.enum(PRODUCTION_KINDS, { error: M.choose }),
  cityId: z.enum(CITY_IDS, { error: M.choose }).optional(),
  website: requiredText(M.website, 300, M.website)
    .refine((value) => parseHttps(value) !== null, { error: M.website })
    .refine((value) => parseHttps(value) === null || websiteDomain(value) !== null, {
      error: M.websiteShared,
    }),
  about: optionalText(PRODUCTION_ABOUT_MAX, M.aboutTooLong),
  logoImageId: optionalText(100, M.logo),
});

export type ProductionInput = z.output<typeof productionSchema>;

/** Invite a member by username, with the role they would take. */
export const invitationSchema = z.object({
  username: requiredText(M.username, 60, M.noSuchMember).transform((value) =>
    value.replace(/^@/, "").toLowerCase(),
  ),
  role: z.enum(PRODUCTION_ROLES, { error: M.choose }).default("member"),
});

/** A member of the production, named by their profile's id: account ids never reach the owners' page. */
const memberField = requiredText(M.notAMember, 12, M.notAMember)
  .refine((value) => serialId(value) !== null, { error: M.notAMember })
  .transform((value) => serialId(value)!);

export const memberRoleSchema = z.object({
  member: memberField,
  role: z.enum(PRODUCTION_ROLES, { error: M.choose }),
});

/** Remove a member, and what becomes of their open postings for it (member-departure.ts): closed unless kept. */
export const removeMemberSchema = z.object({
  member: memberField,
  postings: z.enum(DEPARTED_POSTINGS, { error: M.choose }).default("close"),
});

export const domainEmailSchema = z.object({ email: emailField(M.domainEmail) });

export const domainCodeSchema = z.object({
  code: requiredText(M.code, 20, M.code)
    .transform((value) => value.replace(/\s+/g, ""))
    .refine((value) => /^\d{6}$/.test(value), { error: M.code }),
});

/** A request for staff review: at least one of GSTIN, company number, public credit; each checked by its shape. */
export const reviewRequestSchema = z
  .object({
    gstin: optionalText(30, M.gstin)
      .refine((value) => !value || isValidGstin(value), { error: M.gstin })
      .transform((value) => (value ? normaliseRegistration(value) : undefined)),
    companyNumber: optionalText(30, M.companyNumber)
      .refine((value) => !value || isValidCompanyNumber(value), { error: M.companyNumber })
      .transform((value) => (value ? normaliseCompanyNumber(value) : undefined)),
    creditUrl: optionalText(500, M.creditUrl).refine((value) => !value || parseHttps(value) !== null, {
      error: M.creditUrl,
    }),
  })
  .superRefine((value, ctx) => {
    if (!value.gstin && !value.companyNumber && !value.creditUrl) {
      ctx.addIssue({ code: "custom", message: M.reviewNeedsOne, path: ["gstin"] });
    }
  });

export type ReviewRequestInput = z.output<typeof reviewRequestSchema>;

/** Staff's reason for refusing a request or revoking a verification. */
export const staffReasonSchema = z.object({
  reason: requiredText(M.reason, VERIFICATION_REASON_MAX, M.reasonTooLong),
});
