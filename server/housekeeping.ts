import { LIVE_EVENT_RETENTION_DAYS } from "~/constants/messaging";
import { getDb } from "~/db/client.server";
import { answerWaitingApplicants } from "~/features/applications/close-posting.server";
import { removeOldLiveRows } from "~/features/live/live-hub.server";
import { removeExpiredLimits } from "~/features/security/rate-limit.server";
import { removeUnusedImages } from "~/features/uploads/remove-unused-images.server";
import type { Logger } from "./logger";

/** A minute after start (not during it), then hourly. */
const FIRST_RUN_MS = 60_000;
const EVERY_MS = 3_600_000;

/** What each chore counts, and the chore. Each is safe to run from several processes at once. */
const CHORES = {
  "unused uploaded images removed": removeUnusedImages,
  "expired rate-limit counters removed": removeExpiredLimits,
  // Every application answered (issue 11): reminders to posters, then closing notices to applicants.
  "notices about applicants still waiting": () => answerWaitingApplicants(getDb()),
  // Pages that reconnect catch up from these; a page away longer reloads its data instead.
  "old live events removed": () => removeOldLiveRows(getDb(), LIVE_EVENT_RETENTION_DAYS),
} satisfies Record<string, () => Promise<number>>;

export async function runHousekeeping(logger: Logger): Promise<void> {
  for (const [what, chore] of Object.entries(CHORES)) {
    try {
      const count = await chore();
      if (count > 0) logger.info({ count }, `housekeeping: ${what}`);
    } catch (error) {
      // A failed chore is retried next hour; it must never take the server down.
      logger.error({ err: error }, `housekeeping failed: ${what}`);
    }
  }
}

/**
 * Runs the housekeeping chores in this process on a timer that never keeps
 * the process alive. Returns a function that stops it.
 */
export function startHousekeeping(logger: Logger): () => void {
  let busy = false; // a slow sweep is not overlapped by the next one
  const run = () => {
    if (busy) return;
    busy = true;
    void runHousekeeping(logger).finally(() => {
      busy = false;
    });
  };
  const first = setTimeout(run, FIRST_RUN_MS);
  const every = setInterval(run, EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
