import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/utils";

/** The header's link to /notifications, with the unread count (99+ past 99). */
export function NotificationBell({ unread, onHero }: { unread: number; onHero: boolean }) {
  const label = unread === 0 ? "Notifications" : `Notifications, ${unread} unread`;
  return (
    <Link
      to="/notifications"
      aria-label={label}
      title={label}
      className={cn(
        "relative inline-flex size-9 items-center justify-center rounded-md",
        onHero ? "hover:bg-white/15" : "hover:bg-muted",
      )}
    >
      <Icon name="bell" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden
          data-testid="unread-notifications"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
