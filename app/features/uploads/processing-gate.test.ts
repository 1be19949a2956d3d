import { describe, expect, it } from "vitest";
import { createGate } from "./processing-gate";

describe("createGate", () => {
  it("runs at most `limit` tasks at once, in the order they came", async () => {
    const run = createGate(2);
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      finished.push(n);
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => run(task(n))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(finished.slice(2).sort()).toEqual([3, 4, 5]);
  });

  it("frees the slot when a task fails", async () => {
    const run = createGate(1);
    await expect(run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(run(async () => "next")).resolves.toBe("next");
  });
});
