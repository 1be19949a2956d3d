import type { MouseEvent, ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * A panel under the site header that its button opens: the theme and account
 * menus. It is the browser's own popover (the button names it with
 * popoverTarget), so a tap opens it and a tap outside or Escape closes it
 * before any script has run, as a phone on mobile data first meets the page
 * (docs/performance.md, "Taps before the scripts"). Its links are links and its
 * choices are forms, which work with or without the scripts; once they have
 * run, a link or a choice taken also closes it.
 */
export function HeaderPopover({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const closeOnChoice = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest("a[href], button[type=submit]")) event.currentTarget.hidePopover();
  };
  return (
    // A non-modal dialog, named: a <dialog> element is hidden unless opened as one, not as a popover.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click it hears is a link's or a button's, which the keyboard reaches.
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-label={label}
      onClick={closeOnChoice}
      className={cn("header-popover", className)}
    >
      {children}
    </div>
  );
}
