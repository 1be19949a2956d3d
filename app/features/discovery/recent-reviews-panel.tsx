import { FallbackImage } from "~/components/ui/fallback-image";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { formatLongDate } from "~/lib/dates";

/** A review as the panel shows it (the route passes social's recent reviews in). */
export type RecentReviewItem = {
  id: number;
  rating: number;
  content: string;
  createdAt: Date;
  authorName: string;
  authorRole: string | null;
  authorImageUrl: string | null;
  subjectName: string;
  subjectUsername: string;
};

/** The side panel of the newest reviews across the site. */
export function RecentReviewsPanel({ reviews }: { reviews: RecentReviewItem[] }) {
  return (
    <section className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="recent-reviews-title" className="text-lg font-semibold">
        Recent Reviews
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">
          No reviews yet. Reviews members write appear here.
        </p>
      ) : (
        <ul className="mt-4 grid gap-5">
          {reviews.map((review) => (
            <li key={review.id} className="grid gap-2">
              <div className="flex items-center gap-3">
                <FallbackImage
                  src={review.authorImageUrl}
                  alt=""
                  className="size-9 rounded-full object-cover"
                  width={36}
                  height={36}
                />
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{review.authorName}</p>
                  {review.authorRole ? (
                    <p className="truncate text-xs text-muted-foreground">{review.authorRole}</p>
                  ) : null}
                </div>
              </div>
              <p
                className="flex items-center gap-0.5"
                role="img"
                aria-label={`Rated ${review.rating} out of 5`}
              >
                {[1, 2, 3, 4, 5].map((star) => (
                  <Icon
                    key={star}
                    name="star"
                    className={
                      star <= review.rating
                        ? "size-4 fill-amber-400 text-amber-500"
                        : "size-4 text-muted-foreground/40"
                    }
                  />
                ))}
              </p>
              <p className="line-clamp-3 text-sm">{review.content}</p>
              <p className="text-xs text-muted-foreground">
                On{" "}
                <Link
                  to={`/u/${review.subjectUsername}`}
                  className="font-medium text-primary hover:underline"
                >
                  {review.subjectName}
                </Link>
                , {formatLongDate(new Date(review.createdAt))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
