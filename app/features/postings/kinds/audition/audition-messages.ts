/** Every message the audition pages show, word for word (spec part 1, sections 4, 5 and 8; decision 031). */
export const AUDITION_MESSAGES = {
  required: "Please fill all required fields",
  titleTooLong: "Title must be 150 characters or less.",
  projectTooLong: "Project must be 150 characters or less.",
  companyTooLong: "Company must be 150 characters or less.",
  locationTooLong: "Location must be 200 characters or less.",
  descriptionTooLong: "Description must be 5000 characters or less.",
  date: "Choose the audition's date.",
  dateInPast: "The audition date cannot be in the past.",
  dateTooFar: "The audition date must be within the next two years.",
  meetingUrl: "Enter the meeting link, starting with https://",
  posted: "Audition posted successfully!",
  updated: (told: number) =>
    told === 0
      ? "Audition updated"
      : `Audition updated. ${told === 1 ? "1 applicant" : `${told} applicants`} will be told what changed within the hour, in one notice with any other changes you make meanwhile.`,
  notFound: "Audition not found",
  applied: "Application submitted successfully",
  alreadyApplied: "You have already applied to this audition.",
  completed: "This audition has already taken place.",
  ownAudition: "You posted this audition, so you cannot apply to it.",
  withdrawn: "Application withdrawn",
  notApplied: "You have not applied to this audition.",
  choose: "Choose one of the listed options.",
  notWithdrawable: "This application can no longer be withdrawn.",
  joining: "Joining virtual audition room...",
} as const;

/** An audition's experience level in words; here, not beside the schema, so a page that only shows one loads no zod. */
export const EXPERIENCE_LABELS = {
  any: "Any experience",
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
  professional: "Professional",
} as const;
