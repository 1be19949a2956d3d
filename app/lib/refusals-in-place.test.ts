import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { isRefusalReply, REFUSED_WITHOUT_WORDS, refusalFromThrown, refusalReply } from "./refusal";
import { keepRefusalsInPlace, onRefusal } from "./refusals-in-place";

type Results = Parameters<typeof keepRefusalsInPlace>[1] extends () => Promise<infer R> ? R : never;

/** Runs the browser middleware around a server answer, as React Router would for a submission. */
async function submit(method: string, answer: Results) {
  const announced: unknown[] = [];
  const stop = onRefusal((refusal) => announced.push(refusal));
  const args = { request: new Request("http://localhost/auditions/1", { method }) } as Parameters<
    typeof keepRefusalsInPlace
  >[0];
  const results = (await keepRefusalsInPlace(args, async () => answer)) as Results;
  stop();
  return { results, announced };
}

const dataOf = (result: unknown) =>
  (result as { result: { data: unknown; init: { status: number } } }).result;

describe("refusals in place", () => {
  it("turns a guard's refusal into the action's answer and announces it once", async () => {
    const refusal = { reason: "unverified" as const, message: "Verify your email to apply." };
    const { results, announced } = await submit("POST", {
      "routes/postings/page-audition": {
        type: "error",
        result: new ErrorResponse(403, "Forbidden", refusalReply(refusal)),
      },
    });
    expect(results["routes/postings/page-audition"]?.type).toBe("data");
    expect(dataOf(results["routes/postings/page-audition"]).data).toEqual(refusalReply(refusal));
    expect(dataOf(results["routes/postings/page-audition"]).init.status).toBe(403);
    expect(announced).toEqual([refusal]);
  });

  it("keeps any other 4xx's own words: a posting gone, a limit", async () => {
    const { results, announced } = await submit("POST", {
      "routes/postings/page-job": {
        type: "error",
        result: new ErrorResponse(404, "Not Found", { error: "Job not found" }),
      },
    });
    expect(isRefusalReply(dataOf(results["routes/postings/page-job"]).data)).toBe(true);
    expect(announced).toEqual([{ reason: "not_found", message: "Job not found" }]);
  });

  it("leaves faults, reads and answers alone", async () => {
    const fault = { type: "error" as const, result: new ErrorResponse(500, "Internal Server Error", "boom") };
    const thrown = { type: "error" as const, result: new Error("bug") };
    const fine = { type: "data" as const, result: { ok: true } };
    expect((await submit("POST", { a: fault, b: thrown, c: fine })).results).toEqual({
      a: fault,
      b: thrown,
      c: fine,
    });
    const refusedRead = { type: "error" as const, result: new ErrorResponse(404, "Not Found", "gone") };
    const read = await submit("GET", { a: refusedRead });
    expect(read.results.a).toBe(refusedRead);
    expect(read.announced).toEqual([]);
  });
});

describe("refusalFromThrown", () => {
  it("reads the reason from the status and the words from the body", () => {
    expect(refusalFromThrown(429, { ok: false, message: "Slow down" })).toEqual({
      reason: "limited",
      message: "Slow down",
    });
    expect(refusalFromThrown(410, "Profile unavailable")).toEqual({
      reason: "not_found",
      message: "Profile unavailable",
    });
    expect(refusalFromThrown(409, null)).toEqual({ reason: "refused", message: REFUSED_WITHOUT_WORDS });
  });
});
