import { DropdownMenu } from "radix-ui";
import { useEffect } from "react";
import { useSubmit } from "react-router";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/utils";
import type { Viewer } from "../use-viewer";

const itemClass =
  "flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted";

export function AccountMenu({ viewer, onHero }: { viewer: Viewer; onHero: boolean }) {
  const submit = useSubmit();
  // The menu's code loads after the page (site-header.tsx): until it has, the
  // server's button does not open anything. Said on <html>, as root.tsx says
  // data-hydrated, so a test knows when a click will be taken.
  useEffect(() => {
    document.documentElement.dataset.accountMenu = "ready";
    return () => {
      delete document.documentElement.dataset.accountMenu;
    };
  }, []);
  return (
    // Not modal: the rest of the page stays reachable, so nothing focusable is hidden from screen readers.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          "flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
          onHero ? "hover:bg-white/15" : "hover:bg-muted",
        )}
        aria-label={`Account menu for ${viewer.name}`}
      >
        <FallbackImage
          src={viewer.imageUrl}
          fallback="/images/default-avatar.svg"
          alt=""
          className="size-8 rounded-full object-cover"
          width={32}
          height={32}
          loading="eager"
        />
        <span className="hidden max-w-32 truncate md:inline">{viewer.name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-[60] min-w-52 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-muted-foreground">
            Signed in as {viewer.name}
          </DropdownMenu.Label>
          {viewer.username ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={`/u/${viewer.username}`}>
                <Icon name="user" className="size-4" /> My Profile
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/applications">
              <Icon name="file-text" className="size-4" /> My Applications
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/productions">
              <Icon name="clapperboard" className="size-4" /> My Productions
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/credits">
              <Icon name="award" className="size-4" /> Credits to Confirm
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/account">
              <Icon name="settings" className="size-4" /> Account Settings
            </Link>
          </DropdownMenu.Item>
          {viewer.isStaff ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/staff">
                <Icon name="shield" className="size-4" /> Staff
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {/* Submitted from onSelect: a form inside the menu would be gone before the browser sent it. */}
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => submit(null, { method: "post", action: "/logout" })}
          >
            <Icon name="log-out" className="size-4" /> Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
