/**
 * An audition's status comes from its date (issue 11): upcoming until its day
 * is over, then completed. Days are India's days, the same on server and
 * browser, so "Today" does not flip at midnight UTC.
 */
export type AuditionStatus = "upcoming" | "completed";

const indiaDay = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** "2026-11-25": the calendar day in India at this instant (sorts as a string). */
export function dayInIndia(instant: Date): string {
  return indiaDay.format(instant);
}

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

/**
 * The first instant of today in India: an audition dated at or after it is
 * upcoming. The database filters with this, so list and badge agree.
 */
export function startOfTodayInIndia(now: Date): Date {
  // India has kept UTC+05:30 all year since 1945: midnight there is 18:30 UTC the day before.
  return new Date(`${dayInIndia(now)}T00:00:00+05:30`);
}
