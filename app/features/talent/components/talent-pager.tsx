import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/utils";
import { pageItems } from "../pagination";

const itemClass =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium transition hover:bg-accent";

/**
 * Page links for a talent grid: first, last, current and its neighbours, with
 * gaps (spec part 2, section 9). Plain links, so paging works without
 * JavaScript and every page has its own address.
 */
export function TalentPager({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const items = pageItems(page, pageCount);
  if (items.length === 0) return null;
  return (
    <nav aria-label="Pages" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={itemClass} rel="prev">
              <Icon name="chevron-left" className="size-4" />
              <span className="sr-only sm:not-sr-only sm:ml-1">Previous</span>
            </Link>
          ) : null}
        </li>
        {items.map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefFor(item.page)}
                aria-current={item.page === page ? "page" : undefined}
                aria-label={`Page ${item.page}`}
                className={cn(
                  itemClass,
                  item.page === page && "border-primary bg-primary text-primary-foreground hover:bg-primary",
                )}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} className={itemClass} rel="next">
              <span className="sr-only sm:not-sr-only sm:mr-1">Next</span>
              <Icon name="chevron-right" className="size-4" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
