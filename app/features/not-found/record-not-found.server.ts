import type { Database } from "~/db/client.server";
import type { ClientFacts } from "~/features/security/client-address.server";
import { recordSiteEvent } from "~/features/telemetry/record-site-event.server";

/** A path someone asked for that is not there, and the page that sent them (the Referer), when known. */
export type MissingPage = { path: string; referrer: string | null };

/**
 * Records an unknown path for staff, as a `not_found` site event; `what` says
 * what was missing ("Profile not found"). Anyone can cause these, so a few
 * per address are kept and the rest dropped; says whether it was stored.
 */
export function recordNotFound(
  db: Database,
  visitor: ClientFacts,
  page: MissingPage,
  what = "Page not found",
): Promise<boolean> {
  return recordSiteEvent(db, visitor, {
    kind: "not_found",
    path: page.path,
    message: what,
    referrer: page.referrer,
  });
}
