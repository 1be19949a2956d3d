import type { FavoriteKind } from "./favorite-item";

/**
 * Toasts for saving and removing, by kind. Jobs, auditions and projects use the
 * words of spec part 1, section 8; it has none for profiles, so these are ours.
 */
export const FAVORITE_TOASTS: Record<FavoriteKind, { saved: string; removed: string }> = {
  profile: { saved: "Saved to your favorites", removed: "Removed from your favorites" },
  job: { saved: "Job saved to your profile", removed: "Job removed from your bookmarks" },
  audition: { saved: "Audition saved to your profile", removed: "Audition removed from your bookmarks" },
  collaboration: { saved: "Project saved to your profile", removed: "Project removed from your bookmarks" },
};

/**
 * The spec's second pair for a saved job (part 1, section 8), said on the city page's job cards
 * (`savedWords` of FavoriteButton); the jobs list and a job's page say FAVORITE_TOASTS.job.saved.
 */
export const CITY_JOB_SAVED = { title: "Job saved", description: "Job saved to your bookmarks" } as const;

export const FAVORITE_MESSAGES = {
  missing: "That item no longer exists.",
  unknownKind: "Unknown kind of favorite.",
  badItemId: "That item could not be found.",
  unknownIntent: "Unknown action.",
  badEntries: "The saved items could not be read.",
  tooMany: "You have saved the most favorites allowed. Remove some to save more.",
  slowDown: "Too many changes at once. Please wait a moment and try again.",
  /** Told once, after sign-in, when items saved while signed out join the account. */
  merged: "Items you saved on this device are now in your favorites",
  /** The extra line when a signed-out visitor saves: it lives in this browser only. */
  savedOnDevice: "Saved on this device. Sign in to keep it in your account.",
  /** Storage blocked or full (private windows, strict settings): nothing could be kept. */
  deviceUnavailable: "This browser is not letting us save here. Sign in to save favorites.",
} as const;
