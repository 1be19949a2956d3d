import { calendarDaysBetween } from "~/lib/india-days";

const timeOfDay = new Intl.DateTimeFormat("en-IN", {
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Asia/Kolkata",
});
const weekday = new Intl.DateTimeFormat("en-IN", { weekday: "short", timeZone: "Asia/Kolkata" });
const monthDay = new Intl.DateTimeFormat("en-IN", {
  month: "short",
  day: "numeric",
  timeZone: "Asia/Kolkata",
});

/**
 * The conversation list's time label (spec part 1): today a time ("4:05 pm"),
 * within the last 7 days a weekday ("Mon"), otherwise month and day ("12 Nov").
 * Days are India's, so the label is the same on the server and in the browser.
 */
export function conversationTimeLabel(iso: string, now: Date): string {
  const instant = new Date(iso);
  const days = calendarDaysBetween(instant, now);
  if (days <= 0) return timeOfDay.format(instant);
  if (days < 7) return weekday.format(instant);
  return monthDay.format(instant);
}

/** A message's own time, shown under it. */
export function messageTime(iso: string): string {
  return timeOfDay.format(new Date(iso));
}

/** Characters that end a sentence rather than an address. */
const TRAILING_PUNCTUATION = ".,;:!?)]'\"";

/** A run of a message: `at` is where it starts in the text, which also makes it a stable key. */
export type MessagePart =
  | { type: "text"; text: string; at: number }
  | { type: "link"; text: string; href: string; at: number };

/**
 * Splits a message into text and links (decision 035: links are shown as links,
 * nothing else as markup). Only http and https addresses become links; the
 * text is never parsed as HTML (React escapes every part). A link's trailing
 * punctuation stays text ("see https://x.in." links to https://x.in).
 * The pattern is linear: a run of non-space characters after the scheme.
 */
export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  const links = /\bhttps?:\/\/[^\s<>"]+/gi;
  let start = 0;
  for (const match of text.matchAll(links)) {
    let address = match[0];
    while (address.length > 0 && TRAILING_PUNCTUATION.includes(address.at(-1)!))
      address = address.slice(0, -1);
    const at = match.index;
    if (!isWebAddress(address)) continue;
    if (at > start) parts.push({ type: "text", text: text.slice(start, at), at: start });
    parts.push({ type: "link", text: address, href: address, at });
    start = at + address.length;
  }
  if (start < text.length) parts.push({ type: "text", text: text.slice(start), at: start });
  return parts;
}

function isWebAddress(address: string) {
  try {
    const url = new URL(address);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}
