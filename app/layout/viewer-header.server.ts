import type { Database } from "~/db/client.server";
import { latestLiveSeq } from "~/features/live/live-events.server";
import { onLiveNotice } from "~/features/live/live-hub.server";
import { countUnreadMessages } from "~/features/messaging/conversations.server";
import { countUnreadNotifications } from "~/features/notifications/notifications.server";
import { ReadCache } from "~/lib/read-cache.server";

export type ViewerHeaderCounts = { liveSeq: number; unreadNotifications: number; unreadMessages: number };

/**
 * The header's numbers for a signed-in member: three queries on
 * every page they open, so they are kept per member for the read caches'
 * lifetime (decision 025). Kept values never hide news: every write in this
 * process empties the caches, and a live notice for the member (from any
 * process) forgets theirs before their open pages hear of it and reload, so
 * the reload reads afresh. The live number is read first, as before: anything
 * that happens while the counts are read is sent again live, never missed.
 */
const counts = new ReadCache<ViewerHeaderCounts>("viewer header counts", 2_000);
onLiveNotice((userId) => (userId === undefined ? counts.clear() : counts.forget(userId)));

export function viewerHeaderCounts(db: Database, userId: string): Promise<ViewerHeaderCounts> {
  return counts.read(userId, async () => {
    const liveSeq = await latestLiveSeq(db, userId);
    const [unreadNotifications, unreadMessages] = await Promise.all([
      countUnreadNotifications(db, userId),
      countUnreadMessages(db, userId),
    ]);
    return { liveSeq, unreadNotifications, unreadMessages };
  });
}
