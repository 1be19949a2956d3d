import { describe, expect, expectTypeOf, it } from "vitest";
import type { Database } from "~/db/client.server";
import { rateLimited, ServiceError } from "./service-error";

describe("ServiceError", () => {
  it("carries a code and the person's message, and no details unless given", () => {
    const error = new ServiceError("not_found", "Image not found.");
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: "ServiceError", code: "not_found", message: "Image not found." });
    expect(error.fieldErrors).toBeUndefined();
    expect(error.retryAfterSeconds).toBeUndefined();
  });

  it("keeps field errors and the cause", () => {
    const cause = new Error("unique violation");
    const error = new ServiceError("conflict", "Taken.", { fieldErrors: { username: ["Taken."] }, cause });
    expect(error.fieldErrors).toEqual({ username: ["Taken."] });
    expect(error.cause).toBe(cause);
  });

  it("says when a limited person may try again", () => {
    expect(rateLimited("Too many attempts.", 30)).toMatchObject({
      code: "rate_limited",
      message: "Too many attempts.",
      retryAfterSeconds: 30,
    });
  });
});

describe("the service contract's database handle", () => {
  it("is what a transaction hands its callback too, so a service runs inside one unchanged", () => {
    type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
    // Checked by `npm run typecheck`: a service typed `db: Database` accepts a transaction handle.
    expectTypeOf<Transaction>().toExtend<Database>();
  });
});
