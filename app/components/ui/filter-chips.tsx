import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";

/** A filter in force: its words, and the address of the same list without it. */
export type FilterChip = { key: string; label: string; to: string };

/**
 * The filters in force as chips under a filter panel, each removing only
 * itself, then Clear all filters. Nothing when no filter is in force.
 * Addresses are replaced, so Back leaves the page rather than undoing each one.
 */
export function FilterChips({ chips, clearAllTo }: { chips: FilterChip[]; clearAllTo: string }) {
  if (chips.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <Link
          key={chip.key}
          to={chip.to}
          replace
          className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-3 py-1 text-xs font-medium text-primary hover:bg-primary/20"
          aria-label={`Remove filter: ${chip.label}`}
        >
          {chip.label} <Icon name="x" className="size-3" />
        </Link>
      ))}
      <Link
        to={clearAllTo}
        replace
        className="text-xs font-medium text-muted-foreground underline-offset-4 hover:underline"
      >
        Clear all filters
      </Link>
    </div>
  );
}
