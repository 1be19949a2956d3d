/**
 * The feed's and news' time labels (spec part 2, section 9): seconds,
 * minutes, hours or days ago, then after 7 days the date. Pass the same `now`
 * on server and browser (the loader's), so both draw the same words.
 * A post seen within a few seconds of being made reads "just now": "0s ago"
 * (what the first render after posting used to say) reads like a glitch.
 */
const JUST_NOW_SECONDS = 5;

const DATE_FORMAT = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export function timeAgo(then: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds < JUST_NOW_SECONDS) return "just now";
  if (seconds < 60) return `${seconds}s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days <= 7) return `${days}d ago`;
  return DATE_FORMAT.format(then);
}
