import { Link } from "~/components/ui/link";
import { DISCOVER_CATEGORY_TABS } from "~/constants/talent";
import { type DiscoverQuery, discoverSearch } from "~/features/talent/discover-params";
import { cn } from "~/lib/utils";

const TABS = [{ value: null, label: "All" }, ...DISCOVER_CATEGORY_TABS];

/** The category tabs: links that keep the search and filters and start again at page 1. */
export function CategoryTabs({ query }: { query: DiscoverQuery }) {
  return (
    <nav aria-label="Categories" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-2 border-b pb-3">
        {TABS.map((tab) => {
          const current = tab.value === query.category;
          return (
            <li key={tab.label}>
              <Link
                to={`/discover${discoverSearch({ ...query, category: tab.value, page: 1 })}`}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition hover:bg-muted",
                  current && "border-primary bg-primary text-primary-foreground hover:bg-primary",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
