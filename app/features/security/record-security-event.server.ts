import { desc, eq, ne } from "drizzle-orm";
import { type Database, getDb } from "~/db/client.server";
import { securityEvents } from "~/db/schema";
import { limitAddress } from "./client-address.server";
import { hitLimit, LIMITS, type LimitRule } from "./rate-limit.server";

export type SecurityEventType =
  | "sign_up"
  | "sign_in"
  | "sign_in_failed"
  | "sign_out"
  | "rate_limited"
  | "password_reset_requested"
  | "password_reset"
  | "password_changed"
  | "email_change_requested"
  | "email_verified"
  | "session_revoked"
  | "account_deleted"
  | "csp_violation"
  // Script in what a request carried (spec part 2, section 8; script-markers.ts).
  | "potential_xss_attempt"
  | "suspicious_script_injection";

export type SecurityEventInput = {
  type: SecurityEventType;
  userId?: string | null;
  email?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  detail?: Record<string, unknown>;
};

/**
 * Events anyone can cause at will, as many as they like: a wrong password, a
 * refused request. Past a few per address per window they are dropped, so a
 * flood cannot push the rest off the staff page (the limits still refuse).
 */
const FLOODABLE: Partial<Record<SecurityEventType, LimitRule>> = {
  sign_in_failed: LIMITS.securityEventsPerAddress,
  rate_limited: LIMITS.securityEventsPerAddress,
  potential_xss_attempt: LIMITS.securityEventsPerAddress,
  suspicious_script_injection: LIMITS.securityEventsPerAddress,
};

/** Stores an event for staff; says whether it was stored. */
export function recordSecurityEvent(db: Database, event: SecurityEventInput): Promise<boolean>;
/**
 * @deprecated Pass the database handle first (decision 021). Kept for the
 * server's CSP report route, which is not moved yet.
 */
export function recordSecurityEvent(event: SecurityEventInput): Promise<boolean>;
export function recordSecurityEvent(
  ...args: [Database, SecurityEventInput] | [SecurityEventInput]
): Promise<boolean> {
  return args.length === 1 ? storeEvent(getDb(), args[0]) : storeEvent(...args);
}

async function storeEvent(db: Database, event: SecurityEventInput) {
  const rule = FLOODABLE[event.type];
  if (rule) {
    const address = limitAddress(event.ipAddress ?? "unknown");
    if ((await hitLimit(db, `security-event:${event.type}:ip:${address}`, rule)).limited) return false;
  }
  await db.insert(securityEvents).values({
    type: event.type,
    userId: event.userId ?? null,
    email: event.email?.slice(0, 254) ?? null,
    ipAddress: event.ipAddress?.slice(0, 100) ?? null,
    userAgent: event.userAgent?.slice(0, 300) ?? null,
    detail: event.detail ?? null,
  });
  return true;
}

/**
 * The most recent events for staff, newest first (spec part 2, section 9
 * keeps the last 100). CSP reports are listed apart: anyone can send them,
 * so a burst of them must never push sign-in failures and limits off the
 * page.
 */
export async function listSecurityEvents(db: Database, limit = 100, { cspReports = false } = {}) {
  return db
    .select()
    .from(securityEvents)
    .where(cspReports ? eq(securityEvents.type, "csp_violation") : ne(securityEvents.type, "csp_violation"))
    .orderBy(desc(securityEvents.createdAt))
    .limit(limit);
}
