import { Link } from "~/components/ui/link";
import { cn } from "~/lib/utils";
import type { CategoryTab } from "../category-path";

/** `short`: what a phone shows when the label is long ("Join" for "Join as Stunt Performer"). */
export type CategoryTabLink = { tab: CategoryTab; label: string; short?: string; href: string };

/**
 * The four tabs as links, one address each (?tab=…), so a tab works without
 * scripts, survives a reload and can be shared; the open one is marked
 * aria-current. The panel below is labelled by the open tab's name.
 */
export function CategoryTabs({ tabs, current }: { tabs: CategoryTabLink[]; current: CategoryTab }) {
  return (
    <nav aria-label="Category sections" className="border-b bg-background">
      <ul className="mx-auto flex max-w-[1400px] gap-1 overflow-x-auto px-4 sm:px-6">
        {tabs.map(({ tab, label, short, href }) => (
          <li key={tab} className="shrink-0">
            <Link
              to={href}
              aria-current={tab === current ? "page" : undefined}
              id={`category-tab-${tab}`}
              // The full name whichever label shows; the short one is part of it.
              aria-label={short ? label : undefined}
              className={cn(
                "inline-flex h-12 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition sm:px-4",
                tab === current
                  ? "border-primary text-primary"
                  : "border-transparent text-muted-foreground hover:border-muted-foreground/40 hover:text-foreground",
              )}
            >
              {short ? (
                <>
                  <span className="sm:hidden">{short}</span>
                  <span className="hidden sm:inline">{label}</span>
                </>
              ) : (
                label
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
