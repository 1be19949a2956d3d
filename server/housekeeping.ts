import { LIVE_EVENT_RETENTION_DAYS } from "~/constants/messaging";
import { getDb } from "~/db/client.server";
import { removeOldLiveRows } from "~/features/live/live-hub.server";
import { emailUnreadMessages } from "~/features/messaging/unread-message-emails.server";
import { emailNoticeDigests } from "~/features/notifications/notice-digests.server";
import { answerWaitingApplicants } from "~/features/postings/close-posting.server";
import { removeExpiredLimits } from "~/features/security/rate-limit.server";
import { removeOldSearchers } from "~/features/talent/search-terms.server";
import { removeUnusedImages } from "~/features/uploads/remove-unused-images.server";
import type { Logger } from "./logger";

/** A minute after start (not during it), then hourly. */
const FIRST_RUN_MS = 60_000;
const EVERY_MS = 3_600_000;
/** Chores that must not wait an hour run every minute. */
const EVERY_MINUTE_MS = 60_000;

/** Unread messages are emailed a quiet period after they were sent, so this looks every minute. */
const MINUTE_CHORES = {
  "emails about unread messages sent": () => emailUnreadMessages(getDb()),
} satisfies Record<string, () => Promise<number>>;

/** What each chore counts, and the chore. Each is safe to run from several processes at once. */
const CHORES = {
  "unused uploaded images removed": removeUnusedImages,
  "expired rate-limit counters removed": removeExpiredLimits,
  // Every application answered (issue 11): reminders to posters, then closing notices to applicants.
  "notices about applicants still waiting": () => answerWaitingApplicants(getDb()),
  // Job alerts come by email at most once an hour (issue 26), each on the bell at once.
  "notice digests emailed": () => emailNoticeDigests(getDb()),
  // Pages that reconnect catch up from these; a page away longer reloads its data instead.
  "old live events removed": () => removeOldLiveRows(getDb(), LIVE_EVENT_RETENTION_DAYS),
  // Who searched what is kept only as long as trending looks back.
  "old searchers of trending terms removed": () => removeOldSearchers(getDb()),
} satisfies Record<string, () => Promise<number>>;

export async function runHousekeeping(
  logger: Logger,
  chores: Record<string, () => Promise<number>> = CHORES,
) {
  for (const [what, chore] of Object.entries(chores)) {
    try {
      const count = await chore();
      if (count > 0) logger.info({ count }, `housekeeping: ${what}`);
    } catch (error) {
      // A failed chore is retried next time; it must never take the server down.
      logger.error({ err: error }, `housekeeping failed: ${what}`);
    }
  }
}

/**
 * Runs the housekeeping chores in this process on a timer that never keeps
 * the process alive. Returns a function that stops it.
 */
export function startHousekeeping(logger: Logger): () => void {
  const stopHourly = everySoOften(() => runHousekeeping(logger), EVERY_MS);
  const stopMinutely = everySoOften(() => runHousekeeping(logger, MINUTE_CHORES), EVERY_MINUTE_MS);
  return () => {
    stopHourly();
    stopMinutely();
  };
}

/** Runs `work` a minute after start, then every `intervalMs`; a slow run is not overlapped by the next. */
function everySoOften(work: () => Promise<void>, intervalMs: number): () => void {
  let busy = false;
  const run = () => {
    if (busy) return;
    busy = true;
    void work().finally(() => {
      busy = false;
    });
  };
  const first = setTimeout(run, FIRST_RUN_MS);
  const every = setInterval(run, intervalMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
