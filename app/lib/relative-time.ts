/**
 * The spec's relative time (part 1, section 9): Today, Yesterday, N days ago
 * under a week, N weeks ago under 30 days, then N months ago. Counted in
 * whole calendar days in India, so a notice from 11 pm reads "Yesterday" at
 * 1 am, and server and browser say the same thing.
 */
import { calendarDaysBetween } from "./india-days";

/** Whole calendar days (India) from `then` to `now`; 0 on the same day, never negative. */
export function daysBetween(then: Date, now: Date) {
  return Math.max(0, calendarDaysBetween(then, now));
}

export function relativeTime(then: Date, now: Date) {
  const days = daysBetween(then, now);
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? "1 week ago" : `${weeks} weeks ago`;
  }
  const months = Math.floor(days / 30);
  return months === 1 ? "1 month ago" : `${months} months ago`;
}
