import type { ReactNode } from "react";

/**
 * A wide table that scrolls sideways inside its card (a phone, a long detail):
 * the scrolling region can be reached with the keyboard, so its hidden columns
 * can be scrolled to without a pointer, and is named for a screen reader.
 */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to be scrolled by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className="overflow-x-auto focus-visible:outline-2">
      {children}
    </section>
  );
}
