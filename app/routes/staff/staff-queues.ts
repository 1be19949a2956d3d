import { href } from "react-router";

/**
 * The staff pages, one per queue (docs/operations.md lists them): each is
 * its own route under the staff layout, with its own loader and the intents
 * its forms post, so a queue's data and decisions are found by its name.
 */
export const STAFF_QUEUES = [
  { path: href("/staff/reports"), label: "Reports" },
  { path: href("/staff/suspensions"), label: "Suspended accounts" },
  { path: href("/staff/held-postings"), label: "Held postings" },
  { path: href("/staff/productions"), label: "Productions" },
  { path: href("/staff/titles"), label: "Titles and productions" },
  { path: href("/staff/news"), label: "News" },
  { path: href("/staff/emails"), label: "Undelivered emails" },
  { path: href("/staff/operations"), label: "Background work and security" },
] as const;

/** A staff page's title; never indexed. */
export function staffMeta(title: string) {
  return [{ title: `${title} | Staff | Rangmanch` }, { name: "robots", content: "noindex" }];
}
