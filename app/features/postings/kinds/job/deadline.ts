import { calendarDaysBetween } from "~/lib/india-days";

/** A deadline badge shows when this many days or fewer remain (spec part 1, section 9). */
export const DEADLINE_BADGE_DAYS = 7;

/**
 * The card's deadline badge: "Closing today" at 0 days or less, "N days left"
 * up to 7, none further out. Days are India's calendar days.
 */
export function deadlineBadge(deadline: Date, now: Date): string | null {
  const daysLeft = calendarDaysBetween(now, deadline);
  if (daysLeft > DEADLINE_BADGE_DAYS) return null;
  if (daysLeft <= 0) return "Closing today";
  return daysLeft === 1 ? "1 day left" : `${daysLeft} days left`;
}
