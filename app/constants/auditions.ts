/** The experience an audition asks for; "any" where a call is open to every level (the form's default). */
export const AUDITION_EXPERIENCE_LEVELS = [
  "any",
  "beginner",
  "intermediate",
  "advanced",
  "professional",
] as const;
export const AUDITION_GENDERS = ["male", "female", "non-binary", "any"] as const;

/** The gender an audition or one of its roles casts, in words. */
export const GENDER_LABELS = {
  male: "Male",
  female: "Female",
  "non-binary": "Non-binary",
  any: "Open to all",
} as const;

/**
 * Where an application stands. The poster moves it (viewed, shortlisted,
 * declined, and accepted for an audition or hired for a job); the applicant
 * may withdraw it; "closed" answers everyone still waiting when the posting
 * closes, its role is filled or it lapses (app/features/postings).
 */
export const APPLICATION_STATUSES = [
  "new",
  "viewed",
  "shortlisted",
  "declined",
  "accepted",
  "hired",
  "withdrawn",
  "closed",
] as const;

/** Why a posting stopped taking applications: its poster closed it, filled its role, or it lapsed 14 days after its date. */
export const POSTING_CLOSE_REASONS = ["closed", "filled", "lapsed"] as const;

/**
 * A role's answer for one applicant who applied for it, once its poster fills
 * it: cast (chosen for it) or not cast (filled by others). Until then, none.
 */
export const ROLE_OUTCOMES = ["cast", "not_cast"] as const;
