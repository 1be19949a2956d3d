/** Every message the job pages show, word for word (spec part 1, sections 4, 5 and 8; decision 033). */
export const JOB_MESSAGES = {
  noneFound: "No jobs found",
  noneFoundHint: "Try another search, or reset the filters to see every open job.",
  notFound: "Job not found",
  applied: "Application submitted successfully",
  /** Apply Now on the city page's job cards, on the way to the job's application (spec part 1, section 8). */
  applicationStarted: "Application started",
  alreadyApplied: "You have already applied to this job.",
  ownJob: "You posted this job, so you cannot apply to it.",
  notOpen: "This job is no longer taking applications.",
  withdrawn: "Application withdrawn",
  notApplied: "You have not applied to this job.",
  notWithdrawable: "This application can no longer be withdrawn.",
  required: "Please fill all required fields",
  titleTooLong: "Title must be 150 characters or less.",
  companyTooLong: "Company must be 150 characters or less.",
  locationTooLong: "Location must be 200 characters or less.",
  descriptionTooLong: "Description must be 5000 characters or less.",
  requirementsTooLong: "Requirements must be 2000 characters or less.",
  tooManyRequirements: "List at most 20 requirements.",
  choose: "Choose one of the listed options.",
  deadline: "Choose the last day to apply.",
  deadlineInPast: "The last day to apply cannot be in the past.",
  deadlineTooFar: "The last day to apply must be within the next year.",
  posted: "Job posted successfully!",
  updated: (told: number) =>
    told === 0
      ? "Job updated"
      : `Job updated. ${told === 1 ? "1 applicant" : `${told} applicants`} will be told what changed within the hour, in one notice with any other changes you make meanwhile.`,
  closed: "Job closed. Everyone still waiting has been told.",
  filled: "Marked as filled. Everyone still waiting has been told.",
  alreadyClosed: "This job is already closed.",
  alertsOn: "Job notifications enabled",
  alertsOff: "Job notifications disabled",
} as const;
