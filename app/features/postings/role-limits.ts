/** How many roles one casting call may list. */
export const MAX_ROLES = 20;

/** Each role field's limit. */
export const ROLE_LIMITS = {
  name: 100,
  description: 500,
  age: 100,
  languages: 10,
  language: 40,
  needed: 100,
} as const;
