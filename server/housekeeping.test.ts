import { describe, expect, it, vi } from "vitest";
import { runHousekeeping } from "./housekeeping";
import type { Logger } from "./logger";

describe("runHousekeeping", () => {
  it("logs a chore that fails and goes on with the next, without throwing", async () => {
    // No database is open in unit tests, so every chore fails the way an unreachable database would.
    const logger = { info: vi.fn(), error: vi.fn() } as unknown as Logger;
    await expect(runHousekeeping(logger)).resolves.toBeUndefined();
    const failures = vi.mocked(logger.error).mock.calls.map(([, message]) => message);
    expect(failures).toEqual([
      "housekeeping failed: unused uploaded images removed",
      "housekeeping failed: expired rate-limit counters removed",
      "housekeeping failed: notices about applicants still waiting",
      "housekeeping failed: notice digests emailed",
      "housekeeping failed: old live events removed",
      "housekeeping failed: old searchers of trending terms removed",
    ]);
    expect(logger.info).not.toHaveBeenCalled();
  });
});
