/** What an audition pays, the experience it asks for and the gender it casts: the spec's audition filters (part 1, section 9). */
export const AUDITION_COMPENSATIONS = ["paid", "unpaid", "negotiable"] as const;
export const AUDITION_EXPERIENCE_LEVELS = ["beginner", "intermediate", "advanced", "professional"] as const;
export const AUDITION_GENDERS = ["male", "female", "non-binary", "any"] as const;

/** Where an application stands; the poster moves it, the applicant may withdraw it. */
export const APPLICATION_STATUSES = [
  "new",
  "viewed",
  "shortlisted",
  "declined",
  "accepted",
  "withdrawn",
] as const;
