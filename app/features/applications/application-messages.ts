/** What the applicants pages and My applications say, word for word. */
export const APPLICATION_MESSAGES = {
  /** The same words as the audition pages' 404, so a stranger cannot tell "not yours" from "not there". */
  auditionNotFound: "Audition not found",
  jobNotFound: "Job not found",
  chooseApplicants: "Choose at least one applicant.",
  chooseStatus: "Choose one of the listed statuses.",
  notFound: "That application is not on this posting.",
  updated: (count: number) =>
    count === 0
      ? "Nothing changed: those applicants already have that status, or have withdrawn."
      : `Updated ${count === 1 ? "1 applicant" : `${count} applicants`}`,
  closed: "Audition closed. Everyone still waiting has been told.",
  filled: "Marked as filled. Everyone still waiting has been told.",
  alreadyClosed: "This audition is already closed.",
  notTaking: "This audition is no longer taking applications.",
} as const;
