// Only the type: the schema's zod stays out of the page's first scripts.
import type { SessionEventInput } from "./session-event-schema";

/** Where a browser reports its session's start and end (app/routes/api/site-sessions.ts). */
const SESSION_EVENTS_PATH = "/api/site-sessions";

/** A random version-4 UUID; crypto.randomUUID exists only on HTTPS and localhost. */
function newSessionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The spec's session (part 1 section 4, part 2 section 4): a start when the
 * page first loads, an end when it is left. The end goes when the page is
 * hidden (visibilitychange) or left (pagehide), whichever comes first, as a
 * keepalive request, which the browser still sends while the page unloads;
 * a phone often hides a page and never unloads it, so hiding counts too. A
 * page shown again and hidden later sends its end again, and the server keeps
 * the last one. The server measures the duration; failures are ignored.
 * Returns the clean-up.
 */
export function trackSession() {
  const session = newSessionId();
  const send = (event: SessionEventInput["event"]) => {
    const body: SessionEventInput = {
      event,
      session,
      path: window.location.pathname + window.location.search,
    };
    void fetch(SESSION_EVENTS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => {});
  };
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    send("end");
  };
  const onVisibility = () => {
    if (document.visibilityState === "hidden") end();
    else ended = false;
  };
  // A page restored from the back-forward cache carries on its session.
  const onShow = () => {
    ended = false;
  };
  send("start");
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("pagehide", end);
  window.addEventListener("pageshow", onShow);
  return () => {
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("pagehide", end);
    window.removeEventListener("pageshow", onShow);
  };
}
