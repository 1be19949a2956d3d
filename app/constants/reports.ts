/** What can be reported: postings of every kind, messages and profiles; and the feed's posts and comments. */
export const REPORT_SUBJECTS = [
  "audition",
  "job",
  "project",
  "message",
  "profile",
  "post",
  "comment",
] as const;

export type ReportSubjectKind = (typeof REPORT_SUBJECTS)[number];

/** What staff may do with an open report (the staff page's queue). */
export const REPORT_DECISIONS = ["dismiss", "warn", "suspend"] as const;

/** Why, in the reporter's words. */
export const REPORT_REASONS = ["money", "spam", "scam", "misleading", "inappropriate", "other"] as const;

export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  // The fake casting call's mark (decision 060). A genuine call never asks applicants to pay.
  money: "Asks for money (a fee, deposit or payment to apply)",
  spam: "Spam or advertising",
  scam: "Looks like a scam or impersonation",
  misleading: "Misleading or false details",
  inappropriate: "Offensive or inappropriate",
  other: "Something else",
};

export const REPORT_DETAILS_MAX = 1000;

/**
 * Reports one member may file in an hour (decision 057: one account once filed 54 in a minute and flooded
 * the queue).
 */
export const REPORTS_PER_HOUR = 10;

/** Subjects the staff queue shows on one page, the most reported first. */
export const REPORT_QUEUE_PAGE_SIZE = 20;
