import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SERVICE_ERROR_CODES, ServiceError, type ServiceErrorCode } from "./service-error";
import {
  errorInit,
  formReply,
  formResult,
  messageReply,
  replyToError,
  STATUS_BY_CODE,
  serviceErrorOf,
} from "./service-error-reply.server";

/** What data() hands React Router: the body and the response's init. */
type DataReply<Body> = { data: Body; init: ResponseInit | null };
const unwrap = <Body>(reply: unknown) => reply as DataReply<Body>;

describe("the one mapping from ServiceError codes to HTTP", () => {
  const expected: Record<ServiceErrorCode, number> = {
    invalid: 400,
    unauthenticated: 401,
    forbidden: 403,
    not_found: 404,
    conflict: 409,
    too_large: 413,
    rate_limited: 429,
    unavailable: 503,
  };

  it.each(SERVICE_ERROR_CODES.map((code) => [code, expected[code]] as const))(
    "answers %s with %i",
    (code, status) => {
      expect(STATUS_BY_CODE[code]).toBe(status);
      const reply = unwrap<{ ok: false; message: string }>(messageReply(new ServiceError(code, "Why.")));
      expect(reply.init?.status).toBe(status);
    },
  );

  it("gives every code a status, and no two codes the same one", () => {
    expect(Object.keys(STATUS_BY_CODE).sort()).toEqual([...SERVICE_ERROR_CODES].sort());
    expect(new Set(Object.values(STATUS_BY_CODE)).size).toBe(SERVICE_ERROR_CODES.length);
  });

  it("tells a limited client when to come back, and only then", () => {
    const limited = new ServiceError("rate_limited", "Too many.", { retryAfterSeconds: 90 });
    expect(errorInit(limited)).toEqual({ status: 429, headers: { "Retry-After": "90" } });
    expect(errorInit(new ServiceError("not_found", "Gone."))).toEqual({ status: 404 });
  });
});

describe("replies", () => {
  it("keep the service's message word for word", () => {
    const message = "Too many attempts. Please try again in 42 seconds.";
    const reply = unwrap(messageReply(new ServiceError("rate_limited", message, { retryAfterSeconds: 42 })));
    expect(reply.data).toEqual({ ok: false, message });
    expect(reply.init).toEqual({ status: 429, headers: { "Retry-After": "42" } });
  });

  it("build the body a page already reads, from the error", () => {
    const reply = unwrap(
      replyToError(
        new ServiceError("unauthenticated", "Invalid email or password. Please try again."),
        (e) => ({
          formError: e.message,
          code: e.code,
        }),
      ),
    );
    expect(reply.data).toEqual({
      formError: "Invalid email or password. Please try again.",
      code: "unauthenticated",
    });
    expect(reply.init?.status).toBe(401);
  });

  it("throw anything that is not a ServiceError on, untouched, for the error boundary", () => {
    const bug = new TypeError("x is undefined");
    expect(() => messageReply(bug)).toThrow(bug);
    expect(() => replyToError("a string", () => ({}))).toThrow("a string");
    const response = new Response(null, { status: 302 });
    expect(() => serviceErrorOf(response)).toThrow(response);
    const known = new ServiceError("conflict", "Already connected.");
    expect(serviceErrorOf(known)).toBe(known);
  });
});

describe("form replies", () => {
  const schema = z.object({ name: z.string().max(5), password: z.string() });
  const submit = () => {
    const form = new FormData();
    form.set("name", "Asha");
    form.set("password", "Secret#123");
    return parseWithZod(form, { schema });
  };

  it("put a message without fields above the form, keeping what was typed (never a password)", () => {
    const result = formResult(new ServiceError("rate_limited", "Slow down."), submit(), schema);
    expect(result.error).toEqual({ "": ["Slow down."] });
    expect(result.initialValue).toEqual({ name: "Asha" });
  });

  it("put field errors beside their fields", () => {
    const error = new ServiceError("invalid", "Check the form.", {
      fieldErrors: { name: ["That name is taken."] },
    });
    const result = formResult(error, submit(), schema);
    expect(result.error).toEqual({ name: ["That name is taken."] });
    expect(error.fieldErrors).toEqual({ name: ["That name is taken."] });
  });

  it("answer the public forms' `{ ok, result }` with the error's status", () => {
    const reply = unwrap<{ ok: boolean; result: { error?: unknown } }>(
      formReply(new ServiceError("rate_limited", "Later.", { retryAfterSeconds: 600 }), submit(), schema),
    );
    expect(reply.data.ok).toBe(false);
    expect(reply.data.result.error).toEqual({ "": ["Later."] });
    expect(reply.init).toEqual({ status: 429, headers: { "Retry-After": "600" } });
  });
});
