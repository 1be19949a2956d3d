/**
 * A role typed as one line ("Female Lead (23-30)", "Grandfather (65+)"): the
 * name, and a trailing age range read as the playing age. Roles were free
 * text before decision 051; the migration that made them records
 * (drizzle/0027_posting_roles.sql) reads them by the same rule, and the
 * sample data is still written this way.
 */
export function typedRole(text: string): { name: string; ageMin: number | null; ageMax: number | null } {
  const match = /^(.*?)\s*\(\s*(\d{1,3})\s*(?:[-–]\s*(\d{1,3})|\+)\s*\)\s*$/.exec(text);
  const name = (match?.[1]?.trim() || text.trim()).slice(0, 100);
  if (!match) return { name, ageMin: null, ageMax: null };
  const ageMin = Number(match[2]);
  const ageMax = match[3] === undefined ? null : Number(match[3]);
  return { name, ageMin, ageMax: ageMax !== null && ageMax >= ageMin ? ageMax : null };
}
