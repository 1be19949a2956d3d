import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod";
import { boundedReply } from "./bounded-reply";
import { ServiceError, type ServiceErrorCode } from "./service-error";

/**
 * The one place a service's refusal becomes HTTP (decision 021): each code's
 * status, here and nowhere else. Routes catch what a service throws and hand
 * it to one of the replies below, in the shape their page or fetcher already
 * reads; anything that is not a ServiceError is thrown on to the error
 * boundary (a 500), as before.
 */
export const STATUS_BY_CODE = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
} as const satisfies Record<ServiceErrorCode, number>;

/** The ServiceError that was thrown; anything else is thrown on, untouched. */
export function serviceErrorOf(thrown: unknown): ServiceError {
  if (thrown instanceof ServiceError) return thrown;
  throw thrown;
}

/** The status of a refusal, and a Retry-After when a limit says when to come back. */
export function errorInit(error: ServiceError): ResponseInit {
  const status = STATUS_BY_CODE[error.code];
  if (error.retryAfterSeconds === undefined) return { status };
  return { status, headers: { "Retry-After": String(error.retryAfterSeconds) } };
}

/**
 * Answers a thrown ServiceError with the body the route's page reads, made
 * from the error, and the error's status. Anything else is thrown on.
 *
 *   try { ... } catch (thrown) {
 *     return replyToError(thrown, (error) => ({ result: boundedReply(submission, schema), formError: error.message }));
 *   }
 */
export function replyToError<Body>(thrown: unknown, body: (error: ServiceError) => Body) {
  const error = serviceErrorOf(thrown);
  return data(body(error), errorInit(error));
}

/** For fetchers and JSON endpoints: `{ ok: false, message }`, the shape every fetcher here shows. */
export function messageReply(thrown: unknown) {
  return replyToError(thrown, (error) => ({ ok: false as const, message: error.message }));
}

/**
 * A Conform form's result for a refusal: what was typed kept (bounded, as
 * every form reply is), and the message beside the fields the error names,
 * or above the form when it names none.
 */
export function formResult(
  error: ServiceError,
  submission: Submission<unknown, string[], unknown>,
  schema: z.ZodType,
): SubmissionResult<string[]> {
  return boundedReply(
    submission,
    schema,
    error.fieldErrors ? { fieldErrors: error.fieldErrors } : { formErrors: [error.message] },
  );
}

/** For Conform forms that reply `{ ok, result }` (the public forms): the refusal as the form's result. */
export function formReply(
  thrown: unknown,
  submission: Submission<unknown, string[], unknown>,
  schema: z.ZodType,
) {
  return replyToError(thrown, (error) => ({
    ok: false as const,
    result: formResult(error, submission, schema),
  }));
}
