/** What the applicants pages and My applications say, word for word. */
export const APPLICATION_MESSAGES = {
  chooseApplicants: "Choose at least one applicant.",
  chooseStatus: "Choose one of the listed statuses.",
  notFound: "That application is not on this posting.",
  updated: (count: number) =>
    count === 0
      ? "Nothing changed: those applicants already have that status, are past it (chosen or cast), or have withdrawn."
      : `Updated ${count === 1 ? "1 applicant" : `${count} applicants`}`,
  closed: "Audition closed. Everyone still waiting has been told.",
  filled: "Marked as filled. Everyone still waiting has been told.",
  alreadyClosed: "This audition is already closed.",
  notTaking: "This audition is no longer taking applications.",
  noteSaved: "Your note has been updated.",
  noteSeen: "Your application has already been seen, so its note can no longer be changed.",
  noApplication: "You have not applied here, so there is no note to change.",
} as const;
