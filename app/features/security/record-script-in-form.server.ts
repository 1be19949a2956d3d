import type { Database } from "~/db/client.server";
import type { ClientFacts } from "./client-address.server";
import { recordSecurityEvent } from "./record-security-event.server";
import { type ScriptMarker, scriptEventFor, scriptMarkersIn } from "./script-markers";

/** Fields never looked into: what is in them must not reach even the names of a finding. */
const SECRET_FIELD = /pass|secret|token|otp|code$/i;
const FIELDS_NAMED = 10;

/**
 * A form that carried script (spec part 2, section 8) is recorded for staff as
 * `suspicious_script_injection` (a script element) or `potential_xss_attempt`
 * (a javascript: link, an event-handler attribute). The form itself is not
 * refused: what was typed is kept and shown escaped. The event names the page,
 * the fields and the markers, never the text; a few an address per window are
 * kept (record-security-event.server.ts). Says whether one was recorded.
 */
export async function recordScriptInForm(
  db: Database,
  form: FormData,
  who: ClientFacts & { userId: string | null; path: string },
): Promise<boolean> {
  const fields: string[] = [];
  const markers = new Set<ScriptMarker>();
  for (const [name, value] of form) {
    if (typeof value !== "string" || SECRET_FIELD.test(name)) continue;
    const found = scriptMarkersIn(value);
    if (found.length === 0) continue;
    if (fields.length < FIELDS_NAMED && !fields.includes(name)) fields.push(name.slice(0, 60));
    for (const marker of found) markers.add(marker);
  }
  const type = scriptEventFor([...markers]);
  if (!type) return false;
  return recordSecurityEvent(db, {
    type,
    userId: who.userId,
    ipAddress: who.ipAddress,
    userAgent: who.userAgent,
    detail: { path: who.path.slice(0, 300), fields, markers: [...markers] },
  });
}
