import {
  NOTICE_EMAILS_PER_RECIPIENT_PER_DAY,
  NOTICE_EMAILS_PER_SENDER_PER_DAY,
} from "~/constants/notifications";
import type { Database } from "~/db/client.server";
import { addHits, type LimitRule } from "~/features/security/rate-limit.server";

const DAY_SECONDS = 24 * 60 * 60;
const PER_SENDER: LimitRule = { max: NOTICE_EMAILS_PER_SENDER_PER_DAY, windowSeconds: DAY_SECONDS };
const PER_RECIPIENT: LimitRule = { max: NOTICE_EMAILS_PER_RECIPIENT_PER_DAY, windowSeconds: DAY_SECONDS };

/** The rate-limit store's keys: one sender's notice emails to everyone, and to one member. */
export const senderCapKey = (senderId: string) => `notice-emails:${senderId}`;
export const pairCapKey = (senderId: string, userId: string) => `notice-emails:${senderId}:${userId}`;

/** A notice to be emailed, and the member whose doing it reports (none: ours, say a reminder). */
type Emailed = { userId: string; senderId?: string };

/**
 * The notices among `notices` (each about to be emailed) that their senders'
 * daily caps leave room for (the attack review: a member could make us email
 * another without limit): NOTICE_EMAILS_PER_SENDER_PER_DAY from one member to
 * everyone, and NOTICE_EMAILS_PER_RECIPIENT_PER_DAY from one member to any one
 * member. Counted in the rate-limit store (decision 057) in the caller's
 * transaction, two statements however many notices, so a rolled-back change
 * counts nothing and two processes share one count. A notice with no sender is
 * not counted. The rest are not emailed: they are on the bell already.
 */
export async function withinSenderCaps<T extends Emailed>(db: Database, notices: T[], now = new Date()) {
  const counted = notices.filter((notice) => notice.senderId && notice.senderId !== notice.userId);
  if (counted.length === 0) return notices;
  const senderKey = (notice: Emailed) => senderCapKey(notice.senderId!);
  const pairKey = (notice: Emailed) => pairCapKey(notice.senderId!, notice.userId);
  const bySender = tally(counted.map(senderKey));
  const byPair = tally(counted.map(pairKey));
  const senderRoom = roomLeft(bySender, await addHits(db, bySender, PER_SENDER, now), PER_SENDER.max);
  const pairRoom = roomLeft(byPair, await addHits(db, byPair, PER_RECIPIENT, now), PER_RECIPIENT.max);
  return notices.filter((notice) => {
    if (!counted.includes(notice)) return true;
    const [sender, pair] = [senderKey(notice), pairKey(notice)];
    const [forSender, forPair] = [senderRoom.get(sender) ?? 0, pairRoom.get(pair) ?? 0];
    if (forSender <= 0 || forPair <= 0) return false;
    senderRoom.set(sender, forSender - 1);
    pairRoom.set(pair, forPair - 1);
    return true;
  });
}

function tally(keys: string[]) {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** How many of this batch's hits on each key fit under `max`: what was counted before them is `after - hits`. */
function roomLeft(hits: Map<string, number>, after: Map<string, number>, max: number) {
  return new Map(
    [...hits].map(([key, count]) => {
      const before = (after.get(key) ?? count) - count;
      return [key, Math.max(0, Math.min(count, max - before))];
    }),
  );
}
