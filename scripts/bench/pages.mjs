// The pages the bench drives, signed out and signed in, with their budgets
// (docs/performance.md lists them and records the runs).
// A new page joins the bench by adding a line here; a page without a
// `target` is measured and printed without a verdict.
//
// `list: true` marks a list page: its HTML must stay under 50 KB signed in and
// out (DESIGN.md's budget; checked by --cpu). In --cpu mode every signed-in
// page must cost no more than twice the floor's CPU per request.
//
// In a path, {profileId} and {username} stand for the signed-in member's own
// profile (made at sign-up), so pages only its owner may open can be measured.

const SIGNED_OUT_TARGET = { pagesPerSecond: 500, p99Ms: 100 };
const SIGNED_IN_TARGET = { pagesPerSecond: 200 };
/** The feed's first page, signed in, at 50 connections over 1,000,000 posts (issue 13; run with --feed-posts). */
const FEED_TARGET = { p95Ms: 100 };

export const PAGES = [
  { path: "/", signedIn: false, target: SIGNED_OUT_TARGET },
  { path: "/u/aarav-malhotra", signedIn: false, target: SIGNED_OUT_TARGET },
  { path: "/help", signedIn: false },
  { path: "/about", signedIn: false },
  // Talent discovery: the landing page, a tab, a search, a misspelt name, a filtered search.
  { path: "/discover", signedIn: false, list: true },
  { path: "/discover?category=actors", signedIn: false, list: true },
  { path: "/discover?q=aarav", signedIn: false },
  { path: "/discover?q=ananya+iyr", signedIn: false },
  { path: "/discover?q=actor&city=mumbai&category=actors", signedIn: false },
  { path: "/category/acting", signedIn: false, list: true },
  // Opportunities: the audition list, a filtered search, one audition.
  { path: "/auditions", signedIn: false, list: true },
  { path: "/auditions?q=lead&type=in-person&compensation=paid", signedIn: false },
  { path: "/auditions/1", signedIn: false },
  // Jobs: the list, a search with every kind of filter, one job.
  { path: "/jobs", signedIn: false, list: true },
  { path: "/jobs?q=director&category=production&type=full-time&posted=30d&min=20000", signedIn: false },
  { path: "/jobs/1", signedIn: false },
  // The collaboration hub, filtered, and one project.
  { path: "/collaboration", signedIn: false, list: true },
  { path: "/collaboration?q=film&role=actor&team=2", signedIn: false },
  { path: "/collaboration/1", signedIn: false },
  // A city's opportunities and its auditions.
  { path: "/city-opportunities?city=mumbai", signedIn: false, list: true },
  { path: "/city-auditions/mumbai", signedIn: false, list: true },
  // The media library: the grid, a filtered search, one title.
  { path: "/library", signedIn: false, list: true },
  { path: "/library?type=movie&language=Hindi&q=monsoon", signedIn: false },
  { path: "/media/monsoon-letters", signedIn: false },
  { path: "/", signedIn: true, target: SIGNED_IN_TARGET },
  { path: "/u/aarav-malhotra", signedIn: true, target: SIGNED_IN_TARGET },
  { path: "/account", signedIn: true, target: SIGNED_IN_TARGET },
  { path: "/edit-profile/{profileId}", signedIn: true, target: SIGNED_IN_TARGET },
  { path: "/discover", signedIn: true, list: true },
  { path: "/auditions", signedIn: true, list: true },
  { path: "/auditions/1", signedIn: true },
  { path: "/jobs", signedIn: true, list: true },
  { path: "/notifications", signedIn: true, list: true },
  { path: "/collaboration?tab=recommended", signedIn: true, list: true },
  // Content: the feed signed in (its target), a post, the news.
  { path: "/feed", signedIn: true, list: true, target: FEED_TARGET },
  { path: "/feed", signedIn: false, list: true },
  { path: "/feed/1", signedIn: false },
  { path: "/news", signedIn: false, list: true },
  // Signed in too: every list page has a budget for its HTML whoever asks.
  { path: "/about", signedIn: true },
  { path: "/collaboration", signedIn: true, list: true },
  { path: "/city-opportunities?city=mumbai", signedIn: true, list: true },
  { path: "/city-auditions/mumbai", signedIn: true, list: true },
  { path: "/library", signedIn: true, list: true },
  { path: "/news", signedIn: true, list: true },
];

/** The pages --cpu measures by default: every signed-in page and every list page. */
export const CPU_PAGES = PAGES.filter((page) => page.signedIn || page.list);

/**
 * The pages named on the command line: a comma-separated list of paths,
 * each signed out unless written `in:/path` (`out:/path` is also accepted).
 * A page that is also in PAGES keeps its target.
 */
export function parsePages(list) {
  return list
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = entry.match(/^(?:(in|out):)?(\/.*)$/);
      if (!match) throw new Error(`--pages: "${entry}" is not a path (write /path or in:/path).`);
      const signedIn = match[1] === "in";
      const known = PAGES.find((page) => page.path === match[2] && page.signedIn === signedIn);
      // A page named on the command line is a list page when its path (before any query) is one.
      if (!known) {
        const list = PAGES.some((page) => page.list && page.path.split("?")[0] === match[2].split("?")[0]);
        return { path: match[2], signedIn, list };
      }
      return known ?? { path: match[2], signedIn };
    });
}

/** The path with the member's own values filled in. */
export function resolvePath(page, member) {
  return page.path.replace(/\{(profileId|username)\}/g, (_, key) => {
    if (!member) throw new Error(`${page.path} needs a signed-in member.`);
    return String(member[key]);
  });
}

/** The target in words, e.g. "≥500/s, p99 <100 ms", or "—" for none. */
export function describeTarget(target) {
  if (!target) return "—";
  const parts = target.pagesPerSecond === undefined ? [] : [`≥${target.pagesPerSecond}/s`];
  if (target.p95Ms !== undefined) parts.push(`p95 <${target.p95Ms} ms`);
  if (target.p99Ms !== undefined) parts.push(`p99 <${target.p99Ms} ms`);
  return parts.join(", ");
}

/** Whether a measured page meets its target (null when it has none). */
export function meetsTarget(target, { pagesPerSecond, p95Ms, p99Ms }) {
  if (!target) return null;
  return (
    (target.pagesPerSecond === undefined || pagesPerSecond >= target.pagesPerSecond) &&
    (target.p95Ms === undefined || p95Ms < target.p95Ms) &&
    (target.p99Ms === undefined || p99Ms < target.p99Ms)
  );
}
