import { lazy, type ReactNode, Suspense } from "react";
import { href, useFetcher, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { PersonLine } from "~/features/profiles/components/person-line";
import { formatLongDate } from "~/lib/dates";
import { useReplyToast } from "~/lib/use-reply-toast";
import type { ReviewActionResult } from "../review-actions";
import type { ReviewItem, ReviewsData } from "../reviews.server";
import { formatRating, RatingStars } from "./rating-stars";

// Only a member who may review sees the form: its code (and its validation's, zod) is fetched for them alone.
const ReviewForm = lazy(() => import("./review-form").then((module) => ({ default: module.ReviewForm })));

export function reviewsActionPath(username: string) {
  return href("/api/reviews/:username", { username });
}

/**
 * A profile's reviews: the rating summary, the viewer's form (signed-in
 * visitors other than the owner; one review each, which they may edit or
 * delete), and the list, newest first. Signed-out visitors are offered sign-in.
 */
export function ReviewsSection({
  username,
  data,
  viewer,
}: {
  /** The reviewed profile's username (the reviews' endpoint is named by it). */
  username: string;
  data: ReviewsData;
  viewer: "signed-out" | "owner" | "member";
}) {
  const { summary, ownReview } = data;
  const location = useLocation();
  const formFetcher = useFetcher<ReviewActionResult>();
  const deleteFetcher = useFetcher<ReviewActionResult>();
  // Kept here, not in the form: the form is remounted when the saved review changes.
  useReplyToast({
    state: formFetcher.state,
    // A refused review is explained in the form itself, beside the fields.
    data: formFetcher.data?.ok === false && formFetcher.data.result ? undefined : formFetcher.data,
  });
  useReplyToast(deleteFetcher);

  const deletingId = Number(deleteFetcher.formData?.get("reviewId"));
  const reviews = data.reviews.filter((review) => review.id !== deletingId);
  const action = reviewsActionPath(username);
  const loginHref = `/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`;

  return (
    <Card id="reviews">
      <CardHeader>
        <CardTitle>Reviews</CardTitle>
        {summary.count > 0 && summary.average !== null ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <RatingStars rating={summary.average} />
            <span>
              {formatRating(summary.average)} · {summary.count} {summary.count === 1 ? "review" : "reviews"}
            </span>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">No reviews yet</p>
        )}
      </CardHeader>
      <CardContent className="grid gap-6">
        {viewer === "member" ? (
          <Suspense>
            <ReviewForm
              key={ownReview?.id ?? "new"}
              action={action}
              fetcher={formFetcher}
              ownReview={ownReview}
            />
          </Suspense>
        ) : null}
        {viewer === "signed-out" ? (
          <p className="text-sm">
            <Link to={loginHref} className="font-medium text-primary underline-offset-4 hover:underline">
              Sign in to write a review
            </Link>
          </p>
        ) : null}
        {reviews.length > 0 ? (
          <ul className="grid gap-5">
            {reviews.map((review) => (
              <ReviewRow key={review.id} review={review}>
                {review.byViewer ? (
                  <deleteFetcher.Form method="post" action={action}>
                    <input type="hidden" name="intent" value="delete-review" />
                    <input type="hidden" name="reviewId" value={review.id} />
                    <Button type="submit" variant="ghost" size="sm">
                      <Icon name="trash" className="size-4" /> Delete
                      <span className="sr-only"> your review</span>
                    </Button>
                  </deleteFetcher.Form>
                ) : null}
              </ReviewRow>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ReviewRow({ review, children }: { review: ReviewItem; children?: ReactNode }) {
  const createdAt = new Date(review.createdAt);
  return (
    <li className="grid gap-2 border-t pt-5 first:border-t-0 first:pt-0">
      <div className="flex items-start gap-3">
        <PersonLine
          name={review.authorName}
          username={review.authorUsername}
          imageUrl={review.authorImageUrl}
        >
          {review.authorRole}
        </PersonLine>
        {children}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <RatingStars rating={review.rating} />
        <time dateTime={createdAt.toISOString()}>{formatLongDate(createdAt)}</time>
        {review.edited ? <span>(edited)</span> : null}
      </div>
      <p className="whitespace-pre-line break-words text-sm">{review.content}</p>
    </li>
  );
}
