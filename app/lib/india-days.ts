/**
 * Calendar days in India (Asia/Kolkata), the same on server and browser, so
 * "Today", a deadline or an audition's status does not flip at midnight UTC.
 * India has kept UTC+05:30 all year since 1945.
 */
const DAY_MS = 86_400_000;
/** India's offset from UTC: fixed, so the day is arithmetic (Intl's time-zone formatting cost ~1 % of a list page's CPU). */
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const INDIA_FROM_YEAR = Date.UTC(1946, 0, 1);

/** "2026-11-25": the calendar day in India at this instant (sorts as a string). */
export function dayInIndia(instant: Date): string {
  const time = instant.getTime();
  // Before 1946 (war time, +06:30) nothing in the app has a date; outside toISOString's range, fail as Intl would.
  if (time < INDIA_FROM_YEAR || !Number.isFinite(time)) return indiaDayBefore1946(instant);
  return new Date(time + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

function indiaDayBefore1946(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: "Asia/Kolkata",
  }).format(instant);
}

/** The first instant of a calendar day ("2027-01-03") in India: midnight there is 18:30 UTC the day before. */
export function midnightInIndia(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** The first instant of today in India. */
export function startOfTodayInIndia(now: Date): Date {
  return midnightInIndia(dayInIndia(now));
}

/** Whole calendar days (India) from `from` to `to`: 0 on the same day, negative when `to` is earlier. */
export function calendarDaysBetween(from: Date, to: Date): number {
  const day = (instant: Date) => Date.parse(`${dayInIndia(instant)}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / DAY_MS);
}

/** "2027-01-31": the last calendar day (India) of the month after the one `now` falls in. */
export function lastDayOfNextMonthInIndia(now: Date): string {
  const [year, month] = dayInIndia(now).split("-").map(Number) as [number, number];
  // `month` is 1-based, so as a 0-based index it is next month; day 0 of the month after is its last day.
  return new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
}

/** "2028-11-25": the same calendar day (India) `years` on; 29 February stays as text, which sorts right. */
export function dayInIndiaYearsOn(now: Date, years: number): string {
  const today = dayInIndia(now);
  return `${Number(today.slice(0, 4)) + years}${today.slice(4)}`;
}

/** Whether "YYYY-MM-DD" names a day on the calendar (not 2027-02-30 or 2027-13-01). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
