/**
 * Reading a salary written in words: the first figure is the minimum and the
 * second the maximum (spec part 1, section 9); one figure is both. Figures may
 * use Indian or Western digit grouping ("1,20,000", "120,000") and a unit:
 * k (thousand), L / lakh / lac (hundred thousand), cr / crore (ten million).
 * Anything without a figure ("Negotiable", "As per industry standards") has no
 * range, and such a job is never filtered out by salary.
 */
export type SalaryRange = { min: number; max: number };

const UNITS: Record<string, number> = {
  k: 1_000,
  l: 100_000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  lacs: 100_000,
  cr: 10_000_000,
  crore: 10_000_000,
  crores: 10_000_000,
};

// Linear: a digit, then digits and commas, an optional fraction, an optional unit word.
const FIGURE = /(\d[\d,]*)(?:\.(\d+))?\s*(k|lakhs?|lacs?|l|crores?|cr)?(?![a-z])/gi;

/** Longer texts are not salaries; reading stops here, so no input costs more than this. */
const MAX_SALARY_LENGTH = 200;

/** The largest figure kept: an integer column, and far beyond any real salary. */
const MAX_FIGURE = 2_000_000_000;

export function parseSalary(text: string): SalaryRange | null {
  const figures: number[] = [];
  for (const match of text.slice(0, MAX_SALARY_LENGTH).matchAll(FIGURE)) {
    const whole = Number(match[1]?.replaceAll(",", ""));
    const fraction = match[2] ? Number(`0.${match[2]}`) : 0;
    const unit = match[3] ? (UNITS[match[3].toLowerCase()] ?? 1) : 1;
    const figure = Math.round((whole + fraction) * unit);
    if (!Number.isFinite(figure)) continue;
    figures.push(Math.min(figure, MAX_FIGURE));
    if (figures.length === 2) break;
  }
  const [first, second] = figures;
  if (first === undefined) return null;
  if (second === undefined) return { min: first, max: first };
  // "₹80,000 - ₹60,000" means the same range as the other way round.
  return { min: Math.min(first, second), max: Math.max(first, second) };
}
