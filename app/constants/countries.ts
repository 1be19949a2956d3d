/**
 * The countries the home page's picker offers, India first. A module of its
 * own so the home page does not download every city's description with it
 * (cities.ts re-exports it for the pages that need both).
 */
export const COUNTRIES = ["India", "United States", "United Kingdom"] as const;
export type Country = (typeof COUNTRIES)[number];
