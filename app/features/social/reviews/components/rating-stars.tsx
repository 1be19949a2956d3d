import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/utils";
import { REVIEW_LIMITS } from "../review-limits";

/** "4.5", "4": a rating as people say it, to one decimal at most. */
export function formatRating(rating: number) {
  return String(Math.round(rating * 10) / 10);
}

/**
 * A rating out of 5 as stars (half stars for fractions), read out as
 * "Rated 4.5 out of 5".
 */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const label = `Rated ${formatRating(rating)} out of ${REVIEW_LIMITS.maxRating}`;
  return (
    <span role="img" aria-label={label} title={label} className={cn("inline-flex gap-0.5", className)}>
      {Array.from({ length: REVIEW_LIMITS.maxRating }, (_, index) => {
        // Drawn to the nearest half star; the label carries the exact figure.
        const fill = Math.round(Math.max(0, Math.min(1, rating - index)) * 2) / 2;
        return (
          <span key={index} className="relative inline-block size-4" aria-hidden>
            <Icon name="star" className="absolute inset-0 size-4 text-muted-foreground/50" />
            {fill > 0 ? (
              <span
                className={cn("absolute inset-y-0 left-0 overflow-hidden", fill === 1 ? "w-full" : "w-1/2")}
              >
                <Icon name="star" className="size-4 fill-amber-400 text-amber-500" />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
