/**
 * A refusal: the server would not do what a person asked, and says why in
 * their words, with what they can do about it. Every refusal of an
 * action, for any reason, reaches the page as one of these, never as the
 * error screen:
 *
 * - the guards (app/middleware/route-guards.server.ts) refuse unverified
 *   accounts and too many writes with `refusalReply`;
 * - anything else an action throws with a 4xx status (a 404 for a posting
 *   that is gone, a thrown ServiceError reply) is turned into one by
 *   `refusalFromThrown` in the browser (app/lib/refusals-in-place.ts),
 *   which hands it to the form or button that asked, as its answer.
 *
 * This file is shared by the server and the browser: no server imports.
 */
export const REFUSAL_REASONS = [
  /** The account's email is not verified yet: the way forward is the link in the inbox, or a new one. */
  "unverified",
  /** An abuse limit: the way forward is to wait. */
  "limited",
  /** Not this person's to change (someone else's posting), or not there any more. */
  "not_found",
  /** Anything else a rule refused (closed, blocked, already done, not allowed). */
  "refused",
] as const;

export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export type Refusal = {
  reason: RefusalReason;
  message: string;
  /** For "limited": seconds until the person may try again. */
  retryAfterSeconds?: number;
};

/**
 * The body of a refused action: `ok` and `message` as every fetcher here
 * reads them, `error` as API callers and the error boundary read it, and the
 * refusal itself for what to offer next.
 */
export type RefusalReply = { ok: false; message: string; error: string; refusal: Refusal };

export function refusalReply(refusal: Refusal): RefusalReply {
  return { ok: false, message: refusal.message, error: refusal.message, refusal };
}

export function isRefusalReply(value: unknown): value is RefusalReply {
  if (typeof value !== "object" || value === null || !("refusal" in value)) return false;
  const refusal = (value as { refusal: unknown }).refusal;
  return (
    typeof refusal === "object" &&
    refusal !== null &&
    typeof (refusal as Refusal).message === "string" &&
    REFUSAL_REASONS.includes((refusal as Refusal).reason)
  );
}

/** Said when the server's answer carries no words of its own. */
export const REFUSED_WITHOUT_WORDS = "That could not be done. Please reload the page and try again.";

/**
 * What a thrown 4xx answer means to the person: a refusal the guards made is
 * kept as it is; any other is read for its words (`message` or `error`, the
 * two names the server's bodies use) and its reason from the status.
 */
export function refusalFromThrown(status: number, body: unknown): Refusal {
  if (isRefusalReply(body)) return body.refusal;
  const words = wordsOf(body) ?? REFUSED_WITHOUT_WORDS;
  if (status === 429) return { reason: "limited", message: words };
  if (status === 404 || status === 410) return { reason: "not_found", message: words };
  return { reason: "refused", message: words };
}

function wordsOf(body: unknown): string | undefined {
  if (typeof body === "string") return body.trim() || undefined;
  if (typeof body !== "object" || body === null) return undefined;
  for (const key of ["message", "error"] as const) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === "string" && value.trim()) return value;
  }
  return undefined;
}
