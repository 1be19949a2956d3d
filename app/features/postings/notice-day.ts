/** A day as notices write it, in India: "12 December 2026". */
export function formatNoticeDay(date: Date) {
  return date.toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
}
