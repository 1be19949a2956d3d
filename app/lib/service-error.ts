/**
 * The one error a service throws when it refuses (decision 021). The code says
 * what went wrong in the domain's terms; the message is what the person reads,
 * word for word (the spec's wording, never a developer's); field errors put
 * messages beside the form fields they concern. Which HTTP status each code
 * gets is decided in one place, app/lib/service-error-reply.server.ts: a
 * service never knows it is answering a request.
 *
 * Anything else a service throws is a bug or an outage and reaches the error
 * boundary as a 500, as before.
 */
export const SERVICE_ERROR_CODES = [
  /** The input breaks a rule the form's schema could not check (a wrong current password, a dead link). */
  "invalid",
  /** Who is asking could not be established: a wrong email and password. */
  "unauthenticated",
  /** What was asked for is not there, or not this person's to see (the two look the same on purpose). */
  "not_found",
  /** Who is asking is known and may see it, but this is not theirs to do (a production's member who is not its owner). */
  "forbidden",
  /** The request clashes with the current state (already connected, already answered). */
  "conflict",
  /** Too many bytes: an upload over its limit. */
  "too_large",
  /** An abuse limit refused it; `retryAfterSeconds` says when to come back. */
  "rate_limited",
  /** Something we depend on failed (the auth store, a sign-in provider); trying again may work. */
  "unavailable",
] as const;

export type ServiceErrorCode = (typeof SERVICE_ERROR_CODES)[number];

/** Messages by form field name, as Conform shows them. */
export type FieldErrors = Record<string, string[]>;

export type ServiceErrorDetails = {
  fieldErrors?: FieldErrors;
  /** For `rate_limited`: seconds until the limit's window ends. */
  retryAfterSeconds?: number;
  cause?: unknown;
};

export class ServiceError extends Error {
  override readonly name: string = "ServiceError";
  readonly code: ServiceErrorCode;
  readonly fieldErrors?: FieldErrors;
  readonly retryAfterSeconds?: number;

  constructor(code: ServiceErrorCode, message: string, details: ServiceErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.fieldErrors = details.fieldErrors;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** An abuse limit's refusal: the person's message and when they may try again. */
export function rateLimited(message: string, retryAfterSeconds: number) {
  return new ServiceError("rate_limited", message, { retryAfterSeconds });
}
