import { z } from "zod";
import { AUDITION_GENDERS } from "~/constants/auditions";
import { cleanText } from "~/lib/clean-text";
import { cleanedLine, dedupe, preparedText } from "~/lib/validation";
import { checkPay, payColumns } from "./pay";
import { MAX_ROLES, ROLE_LIMITS } from "./role-limits";
import { ROLE_MESSAGES as M } from "./role-messages";
import { rolePayFields } from "./role-pay";

/** A whole number typed into a box (or sent as one), blank meaning none. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string().max(10, message), z.null()])
    .optional()
    .transform((value) =>
      value === null || value === undefined || String(value).trim() === "" ? null : Number(value),
    )
    .refine((value) => value === null || (Number.isInteger(value) && value >= min && value <= max), message);

/** Languages typed as "Hindi, Marathi" (or sent as a list): cleaned, blanks and repeats dropped. */
const languages = z
  .union([
    z.string().max(2000, M.languageTooLong),
    z.array(z.string().max(200, M.languageTooLong)).max(50, M.languagesTooMany),
  ])
  .optional()
  .transform((value) => {
    const typed = typeof value === "string" ? value.split(",") : (value ?? []);
    return dedupe(typed.map((language) => cleanText(language)));
  })
  .pipe(
    z
      .array(z.string().max(ROLE_LIMITS.language, M.languageTooLong))
      .max(ROLE_LIMITS.languages, M.languagesTooMany),
  );

/** One role as the audition form sends it; `id` names a role already saved (editing). */
export const roleInputSchema = z
  .object({
    id: z.number().int().positive().nullish(),
    name: preparedText(
      { max: ROLE_LIMITS.name, tooLong: M.nameTooLong },
      (value) => cleanText(value),
      z.string({ error: M.name }).min(1, M.name).max(ROLE_LIMITS.name, M.nameTooLong),
    ),
    description: cleanedLine(ROLE_LIMITS.description, M.descriptionTooLong),
    ageMin: wholeNumber(1, ROLE_LIMITS.age, M.age),
    ageMax: wholeNumber(1, ROLE_LIMITS.age, M.age),
    gender: z.enum(AUDITION_GENDERS, { error: M.list }).default("any"),
    languages,
    // What the role pays, in the posting pay model (decision 061): the posting's pay is derived from its roles'.
    ...rolePayFields,
    needed: wholeNumber(1, ROLE_LIMITS.needed, M.needed).transform((value) => value ?? 1),
  })
  .superRefine((role, ctx) => {
    if (role.ageMin !== null && role.ageMax !== null && role.ageMin > role.ageMax) {
      ctx.addIssue({ code: "custom", path: ["ageMax"], message: M.ageOrder });
    }
    checkPay(role, ctx);
  })
  .transform((role) => ({ ...role, ...payColumns(role) }));

export type RoleInput = z.output<typeof roleInputSchema>;

/** The roles as a list: at most MAX_ROLES, each name once. */
const roleListSchema = z
  .array(roleInputSchema, { error: M.list })
  .max(MAX_ROLES, M.tooMany)
  .superRefine((roles, ctx) => {
    const seen = new Set<string>();
    const ids = new Set<number>();
    roles.forEach((role, index) => {
      const key = role.name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index, "name"], message: M.sameName });
      seen.add(key);
      // One saved role sent twice would change it twice and lose one of the two: no form of ours sends that.
      if (role.id && ids.has(role.id)) ctx.addIssue({ code: "custom", message: M.sameId });
      if (role.id) ids.add(role.id);
    });
  });

/** The longest roles field read: twenty full roles as JSON, with room to spare. */
const ROLES_FIELD_MAX = 60_000;

/**
 * The roles field: one hidden input holding the list as JSON (the roles
 * editor keeps it up to date). To Conform it is a plain string, so its own
 * coercion leaves the JSON alone; each role's problems are reported at
 * `roles[2].name` and the like, where the editor shows them by its row.
 */
export const rolesFieldSchema = z
  .string()
  .max(ROLES_FIELD_MAX, M.tooMany)
  .optional()
  .transform((text, ctx) => {
    let list: unknown = [];
    if (text) {
      try {
        list = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: "custom", message: M.list });
        return z.NEVER;
      }
    }
    const parsed = roleListSchema.safeParse(list);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

/** A role as the editor holds it: every field as typed, ages and count as text. */
export type RoleDraft = {
  id?: number | null;
  name: string;
  description: string;
  ageMin: string;
  ageMax: string;
  gender: (typeof AUDITION_GENDERS)[number];
  languages: string;
  /** The role's pay as the pay fields hold it (payFormValues). */
  payKind: string;
  payMin: string;
  payMax: string;
  payPer: string;
  payNote: string;
  needed: string;
  /** Somebody applied for it: the editor keeps it (it can be filled, not removed). */
  applied?: boolean;
};

export const EMPTY_ROLE: RoleDraft = {
  name: "",
  description: "",
  ageMin: "",
  ageMax: "",
  gender: "any",
  languages: "",
  payKind: "",
  payMin: "",
  payMax: "",
  payPer: "",
  payNote: "",
  needed: "1",
};

/** Every word of a role list an applicant reads (name, description, languages, pay note), for checks over a posting's text. */
export function roleTexts(
  roles: readonly { name: string; description?: string; languages?: readonly string[]; payNote?: string }[],
) {
  return roles.flatMap((role) => [
    role.name,
    role.description ?? "",
    ...(role.languages ?? []),
    role.payNote ?? "",
  ]);
}
