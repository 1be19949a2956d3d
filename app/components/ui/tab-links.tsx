import { Link } from "~/components/ui/link";

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
          aria-current={tab.current ? "page" : undefined}
          className="tab-link"
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
