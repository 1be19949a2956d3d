import { Link } from "~/components/ui/link";
import { cn } from "~/lib/utils";

export type ChipLink = { key: string; label: string; to: string; current: boolean };

/**
 * A row of pill-shaped links that narrow a list (a category), each an
 * address of its own; the current one filled. Scrolls sideways on a phone.
 */
export function ChipLinks({ label, chips }: { label: string; chips: ChipLink[] }) {
  return (
    <nav aria-label={label} className="flex gap-2 overflow-x-auto pb-1">
      {chips.map((chip) => (
        <Link
          key={chip.key}
          to={chip.to}
          replace
          aria-current={chip.current ? "true" : undefined}
          className={cn(
            "shrink-0 rounded-full border px-3 py-1 text-sm whitespace-nowrap",
            chip.current
              ? "border-primary bg-primary text-primary-foreground"
              : "bg-card hover:border-primary hover:text-primary",
          )}
        >
          {chip.label}
        </Link>
      ))}
    </nav>
  );
}
