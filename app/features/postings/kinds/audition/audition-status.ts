import { dayInIndia } from "~/lib/india-days";

/**
 * An audition's status comes from its date: upcoming until its day
 * is over, then completed. Days are India's days, the same on server and
 * browser, so "Today" does not flip at midnight UTC.
 */
export type AuditionStatus = "upcoming" | "completed";

export function auditionStatus(date: Date, now: Date): AuditionStatus {
  return dayInIndia(date) < dayInIndia(now) ? "completed" : "upcoming";
}

/** The badge a card shows: Completed once the day has passed, Today on the day itself, else none. */
export function auditionBadge(date: Date, now: Date): "Completed" | "Today" | null {
  const day = dayInIndia(date);
  const today = dayInIndia(now);
  if (day < today) return "Completed";
  return day === today ? "Today" : null;
}
