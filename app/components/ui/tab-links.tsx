import { Link } from "react-router";
import { cn } from "~/lib/utils";

export type TabLink = { key: string; label: string; to: string; current: boolean };

/**
 * A row of tabs that are links (each tab is an address, so it survives a
 * reload and can be shared), the current one marked for screen readers.
 * `replace` for tabs that narrow a list rather than move to another one.
 */
export function TabLinks({ label, tabs, replace }: { label: string; tabs: TabLink[]; replace?: boolean }) {
  return (
    <nav aria-label={label} className="flex gap-1 overflow-x-auto border-b">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          replace={replace}
          preventScrollReset
          aria-current={tab.current ? "page" : undefined}
          className={cn(
            "-mb-px border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap",
            tab.current
              ? "border-primary text-primary"
              : "border-transparent text-muted-foreground hover:text-foreground",
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
