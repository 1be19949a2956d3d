export const FEEDBACK_TYPES = [
  { value: "suggestion", label: "Suggestion" },
  { value: "issue", label: "Issue" },
  { value: "compliment", label: "Compliment" },
  { value: "other", label: "Other" },
] as const;

export const FEEDBACK_MESSAGES = {
  thanks: "Thank you for feedback!",
  type: "Please choose a kind of feedback.",
  rating: "Rating must be between 1 and 5.",
  tooLong: "Feedback must be 2000 characters or less.",
  failed: "Your feedback could not be sent. Please try again.",
} as const;
