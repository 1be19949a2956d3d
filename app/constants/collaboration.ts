/**
 * Collaboration projects (spec part 1, "Collaboration hub" and section 9).
 *
 * The spec offers three lists of categories that disagree: the create form's
 * eight, the filter panel's six (with "Theater" and "Game Development", which
 * the form never offers) and the quick chips. A project is stored with one
 * of PROJECT_CATEGORIES, which is the form's list plus Game Development, in
 * the site's Indian spelling "Theatre"; every filter offers only categories a
 * project can have (decision 034).
 */
export const PROJECT_CATEGORIES = [
  "Film",
  "Television",
  "Music Video",
  "Commercial",
  "Documentary",
  "Web Series",
  "Theatre",
  "Animation",
  "Game Development",
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

/** The quick chips under the hero, after "All Categories". */
export const PROJECT_QUICK_CATEGORIES = [
  "Film",
  "Music Video",
  "Television",
  "Commercial",
  "Web Series",
] as const satisfies readonly ProjectCategory[];

/** The filter panel's categories. */
export const PROJECT_FILTER_CATEGORIES = [
  "Film",
  "Music Video",
  "Television",
  "Theatre",
  "Animation",
  "Game Development",
] as const satisfies readonly ProjectCategory[];

/**
 * Where a project stands. "Completed" is not stored as a stage: a project is
 * completed when its creator closes it (closed_at), which also answers every
 * request to join still waiting.
 */
export const PROJECT_STAGES = ["active", "in-development", "on-hold"] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];
export type ProjectStatus = ProjectStage | "completed";

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  active: "Active",
  "in-development": "In development",
  "on-hold": "On hold",
  completed: "Completed",
};

/** Team size filter: at least this many people on the project (its creator and everyone accepted). */
export const PROJECT_TEAM_SIZES = [2, 5, 10, 20] as const;

/** The roles the filter offers; a project matches when any chosen role is among those it is looking for. */
export const PROJECT_ROLES = [
  "Actor",
  "Director",
  "Writer",
  "Cinematographer",
  "Editor",
  "Music Composer",
  "Singer",
  "Dancer",
  "Producer",
  "Sound Designer",
  "Animator",
  "Choreographer",
] as const;
