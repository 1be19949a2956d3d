const auditionDate = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** "Sat, 5 Dec 2026": the same on server and browser (fixed zone), so hydration matches. */
export function formatAuditionDate(iso: string) {
  return auditionDate.format(new Date(iso));
}

const longDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export function formatLongDate(date: Date) {
  return longDate.format(date);
}
