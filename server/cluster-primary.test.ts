import { describe, expect, it } from "vitest";
import { restartDelay, wantsSeveralProcesses } from "./cluster-primary.mjs";

describe("the primary of several server processes", () => {
  it("runs only when WEB_CONCURRENCY asks for something other than one process", () => {
    for (const value of [undefined, "", " ", "1", " 1 "]) expect(wantsSeveralProcesses(value)).toBe(false);
    // Anything else goes to the first worker, whose configuration check refuses what makes no sense.
    for (const value of ["2", "auto", "0", "two"]) expect(wantsSeveralProcesses(value)).toBe(true);
  });

  it("waits longer before each restart while processes keep failing to start, up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(restartDelay)).toEqual([
      1000, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});
