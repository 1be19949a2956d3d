/**
 * Jobs (spec part 1, "Jobs" and section 9): the kinds of engagement, the
 * categories of the list's tabs and featured cards, and the experience levels
 * the filter looks for in a job's requirements.
 */
export const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Project-based", "Temporary"] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_CATEGORIES = [
  "Acting",
  "Voice Acting",
  "Directing",
  "Production",
  "Writing",
  "Cinematography",
  // Post-production and sound are whole crafts with their own hires, not "Technical" (the newcomer review).
  "Editing",
  "Sound",
  "Music",
  "Technical",
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

/**
 * Matched against a job's requirements text, as spec part 1, section 9 says ("Any level" matches every
 * job).
 */
export const JOB_EXPERIENCE_LEVELS = ["Entry-level", "Mid-level", "Senior", "Executive"] as const;
