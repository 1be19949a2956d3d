import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { relativeTime } from "~/lib/relative-time";
import { useReplyToast } from "~/lib/use-reply-toast";
import { cn } from "~/lib/utils";
import type { NotificationItem } from "../notifications.server";

type Reply = { ok: boolean; message: string };

/** The member's notifications, newest first: each links to its subject and can be marked read. */
export function NotificationsPage({
  notifications,
  now,
}: {
  notifications: NotificationItem[];
  now: string;
}) {
  const readAll = useFetcher<Reply>();
  useReplyToast(readAll);
  const unread = notifications.filter((notification) => !notification.read).length;
  return (
    <div className="mx-auto grid max-w-[800px] gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Notifications</h1>
          <p className="text-muted-foreground">
            {unread === 0 ? "You are all caught up." : `${unread} unread`}
          </p>
        </div>
        {unread > 0 ? (
          <readAll.Form method="post">
            <Button
              type="submit"
              name="intent"
              value="read-all"
              variant="outline"
              disabled={readAll.state !== "idle"}
            >
              Mark all as read
            </Button>
          </readAll.Form>
        ) : null}
      </header>
      {notifications.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          <Icon name="bell" className="size-8" />
          <p>
            No notifications yet. Answers to your applications, news of your postings, and new followers,
            connection requests, endorsements, reviews, likes and comments will appear here.
          </p>
          <Button asChild variant="outline">
            <Link to="/auditions">Browse auditions</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-2" aria-label="Notifications">
          {notifications.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}

function NotificationRow({ notification, now }: { notification: NotificationItem; now: string }) {
  const fetcher = useFetcher<Reply>();
  // Read once this page has asked, so the row does not wait for the reload.
  const read = notification.read || fetcher.state !== "idle" || fetcher.data?.ok === true;
  const markRead = () => {
    if (!read)
      void fetcher.submit(
        { intent: "read", notification: String(notification.id) },
        { method: "post", action: "/notifications" },
      );
  };
  return (
    <li
      className={cn(
        "flex items-start gap-3 rounded-lg border p-4",
        read ? "bg-card" : "border-primary/40 bg-primary/5",
      )}
    >
      <span
        aria-hidden
        className={cn("mt-2 size-2 shrink-0 rounded-full", read ? "bg-transparent" : "bg-primary")}
      />
      <div className="grid flex-1 gap-1">
        <Link to={notification.link} onClick={markRead} className="font-medium hover:underline">
          {read ? null : <span className="sr-only">Unread: </span>}
          {notification.text}
        </Link>
        <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
          {relativeTime(new Date(notification.createdAt), new Date(now))}
        </time>
      </div>
      {read ? null : (
        <fetcher.Form method="post" action="/notifications">
          <input type="hidden" name="notification" value={notification.id} />
          <Button type="submit" name="intent" value="read" size="sm" variant="ghost">
            Mark as read
          </Button>
        </fetcher.Form>
      )}
    </li>
  );
}
