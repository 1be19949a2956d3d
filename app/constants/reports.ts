/** What can be reported today (postings of every kind); messaging (issue 12) adds messages and profiles, content (issue 13) posts. */
export const REPORT_SUBJECTS = ["audition", "job", "project"] as const;

/** Why, in the reporter's words. */
export const REPORT_REASONS = ["spam", "scam", "misleading", "inappropriate", "other"] as const;

export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  spam: "Spam or advertising",
  scam: "Asks for money or looks like a scam",
  misleading: "Misleading or false details",
  inappropriate: "Offensive or inappropriate",
  other: "Something else",
};

export const REPORT_DETAILS_MAX = 1000;
