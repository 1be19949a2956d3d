import type { Request as ExpressRequest } from "express";
import { getDb } from "~/db/client.server";
import { isCountedView } from "~/features/profiles/profile-views";
import { recordProfileView } from "~/features/profiles/record-profile-view.server";

/** The profile page's route, as React Router names it (app/routes.ts). */
const PROFILE_ROUTE = "u/:username";

/**
 * A profile page sent from the page cache is still a view (spec part 1,
 * section 3): its loader, which counts views, did not run, so it is counted
 * here. Kept pages are only ever sent to signed-out visitors. The page is
 * already sent; a failure is logged, never the visitor's.
 */
export function countKeptPageView(route: string | undefined, req: ExpressRequest) {
  if (route !== PROFILE_ROUTE || !isCountedView(req.method, (name) => req.get(name))) return;
  const username = usernameIn(req.path);
  if (!username) return;
  recordProfileView(getDb(), username, { memberId: null, ipAddress: req.ip ?? "unknown" }).catch((error) =>
    req.log.error({ err: error }, "could not count a profile view"),
  );
}

/** The name in /u/{username} (a client navigation asks for /u/{username}.data). */
function usernameIn(path: string): string | null {
  const match = /^\/u\/([^/]+?)(?:\.data)?\/?$/.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}
