import type { PostingRole } from "./posting-roles.server";

/** A role's playing age in words: "22–28", "65+", "up to 12"; null when open. */
export function playingAge({ ageMin, ageMax }: Pick<PostingRole, "ageMin" | "ageMax">): string | null {
  if (ageMin !== null && ageMax !== null) return ageMin === ageMax ? `${ageMin}` : `${ageMin}–${ageMax}`;
  if (ageMin !== null) return `${ageMin}+`;
  if (ageMax !== null) return `up to ${ageMax}`;
  return null;
}

/** How many a role needs, in words: "1 needed", "4 needed". */
export function neededWords(needed: number) {
  return `${needed} needed`;
}

/** An applicant's answer for a role they applied for. */
export const ROLE_OUTCOME_LABELS = {
  cast: "Cast",
  not_cast: "Filled by someone else",
} as const;
