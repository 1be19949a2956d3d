import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { Link } from "~/components/ui/link";

/** A header icon link with an unread count (99+ past 99): the notifications bell and messages. */
export function HeaderCountLink({
  to,
  icon,
  name,
  unread,
  testId,
}: {
  to: string;
  icon: IconName;
  /** What it is, for screen readers: "Notifications", "Messages". */
  name: string;
  unread: number;
  testId: string;
}) {
  const label = unread === 0 ? name : `${name}, ${unread} unread`;
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      // Its hover follows the header's data-scrolled (app/app.css), as the nav links' do.
      className="header-icon-link"
    >
      <Icon name={icon} className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden
          data-testid={testId}
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
