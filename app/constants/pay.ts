/**
 * What a posting pays: paid (an amount or a range in rupees, per
 * day, project, episode or month), expenses only, or unpaid, said plainly
 * with what is offered instead. "Negotiable" with no figure is gone.
 */
export const PAY_KINDS = ["paid", "expenses", "unpaid"] as const;
export type PayKind = (typeof PAY_KINDS)[number];

export const PAY_KIND_LABELS: Record<PayKind, string> = {
  paid: "Paid",
  expenses: "Expenses only",
  unpaid: "Unpaid",
};

/** The Pay filter's choices on every list (auditions, jobs, collaboration), "all" first. */
export const PAY_FILTER_OPTIONS = [
  { value: "all", label: "Any pay" },
  ...PAY_KINDS.map((kind) => ({ value: kind, label: PAY_KIND_LABELS[kind] })),
] as const;

export const PAY_PERIODS = ["day", "project", "episode", "month"] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

export const PAY_PERIOD_LABELS: Record<PayPeriod, string> = {
  day: "per day",
  project: "per project",
  episode: "per episode",
  month: "per month",
};

/** Ten crore rupees: a larger figure is a typo. */
export const PAY_MAX_RUPEES = 100_000_000;
export const PAY_NOTE_MAX = 300;
