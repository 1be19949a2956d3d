import { daysBetween } from "~/lib/relative-time";

/**
 * How long an account has existed, shown beside a confirmer's name on
 * /credits (decision 066): a confirmation from an account made this week
 * reads differently from one made years ago. Worked out by the loader, so
 * server and browser draw the same words.
 */
export const NEW_ACCOUNT_DAYS = 30;

const MONTH = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export function accountAge(createdAt: Date, now: Date) {
  const days = daysBetween(createdAt, now);
  if (days === 0) return "joined today";
  if (days === 1) return "joined yesterday";
  if (days < NEW_ACCOUNT_DAYS) return `joined ${days} days ago`;
  return `member since ${MONTH.format(createdAt)}`;
}
