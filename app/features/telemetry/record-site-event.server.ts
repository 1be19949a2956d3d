import type { Database } from "~/db/client.server";
import { siteEvents } from "~/db/schema";
import { type ClientFacts, limitAddress } from "~/features/security/client-address.server";
import { hitLimit, LIMITS } from "~/features/security/rate-limit.server";
import { redactUrl } from "~/lib/redact-url";

export type SiteEvent = {
  kind: "not_found" | "client_error";
  path: string;
  message?: string;
  detail?: string;
  /** The page the visitor came from (the Referer), when known. */
  referrer?: string | null;
};

const LIMIT_BY_KIND = {
  not_found: LIMITS.notFoundEventsPerAddress,
  client_error: LIMITS.clientErrorsPerAddress,
} as const;

/**
 * Records an unknown path or a browser error so staff can see what is
 * breaking. Anyone can cause these, so each address gets a few of each kind
 * per window; past that the event is dropped (the visitor's answer does not
 * change). Says whether it was stored.
 */
export async function recordSiteEvent(
  db: Database,
  visitor: ClientFacts,
  event: SiteEvent,
): Promise<boolean> {
  const { kind, path, message, detail, referrer } = event;
  const limit = await hitLimit(
    db,
    `site-event:${kind}:ip:${limitAddress(visitor.ipAddress)}`,
    LIMIT_BY_KIND[kind],
  );
  if (limit.limited) return false;
  await db.insert(siteEvents).values({
    kind,
    path: redactUrl(path).slice(0, 500),
    message: message?.slice(0, 1000) ?? null,
    detail: detail?.slice(0, 4000) ?? null,
    userAgent: visitor.userAgent?.slice(0, 300) ?? null,
    referrer: redactUrl(referrer ?? undefined).slice(0, 500) || null,
  });
  return true;
}
