/** A review's limits: read by its form's rules (review-schema.ts) and by the stars every profile shows, which load no zod. */
export const REVIEW_LIMITS = { minLength: 10, maxLength: 1000, maxRating: 5 } as const;
