import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { TextField } from "~/components/ui/text-field";
import { useVerifiedSubmit } from "~/features/accounts/use-verified-submit";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { cn } from "~/lib/utils";
import type { ReviewActionResult } from "../review-actions";
import { REVIEW_LIMITS } from "../review-limits";
import { reviewSchema } from "../review-schema";
import type { OwnReview } from "../reviews.server";

const STARS = Array.from({ length: REVIEW_LIMITS.maxRating }, (_, index) => index + 1);

/**
 * The viewer's review: a star rating (a radio group, so arrow keys move
 * between stars) and text, checked by the same schema as the server. Filled
 * with their saved review for editing; typed text stays after a refusal.
 */
export function ReviewForm({
  action,
  fetcher,
  ownReview,
}: {
  action: string;
  fetcher: FetcherWithComponents<ReviewActionResult>;
  ownReview: OwnReview | null;
}) {
  const reply = fetcher.data;
  const [form, fields] = useForm({
    id: "review-form",
    // Only a refusal goes back to the form: a saved review arrives as the page's data.
    lastResult: fetcher.state === "idle" && reply && !reply.ok ? reply.result : undefined,
    defaultValue: ownReview ? { rating: String(ownReview.rating), content: ownReview.content } : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reviewSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useFocusFirstError(form.id, fetcher.state === "idle" && reply && !reply.ok ? reply.result : undefined);
  const [rating, setRating] = useState(ownReview?.rating ?? 0);
  const busy = fetcher.state !== "idle";
  const formProps = getFormProps(form);
  const verifiedSubmit = useVerifiedSubmit();
  const ratingErrors = fields.rating.errors;

  return (
    <fetcher.Form
      method="post"
      action={action}
      {...formProps}
      onSubmit={(event) => {
        if (verifiedSubmit(event)) formProps.onSubmit(event);
      }}
      className="grid gap-4"
    >
      <h3 className="font-semibold">{ownReview ? "Your review" : "Write a review"}</h3>
      <input type="hidden" name="intent" value="review" />
      <FieldError id={form.errorId} errors={form.errors} />
      <fieldset
        className="grid gap-2"
        aria-invalid={ratingErrors?.length ? true : undefined}
        aria-describedby={ratingErrors?.length ? fields.rating.errorId : undefined}
      >
        <legend className="mb-2 text-sm font-medium">
          Your rating
          <span className="text-destructive" aria-hidden>
            {" "}
            *
          </span>
        </legend>
        <div className="flex gap-1">
          {STARS.map((star) => (
            <label
              key={star}
              className="cursor-pointer rounded has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={fields.rating.name}
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
                className="sr-only"
              />
              <span className="sr-only">{`${star} ${star === 1 ? "star" : "stars"}`}</span>
              <Icon
                name="star"
                className={cn(
                  "size-7",
                  star <= rating ? "fill-amber-400 text-amber-500" : "text-muted-foreground",
                )}
              />
            </label>
          ))}
        </div>
        <FieldError id={fields.rating.errorId} errors={ratingErrors} />
      </fieldset>
      <TextField
        field={fields.content}
        label="Your review"
        multiline
        required
        hint={`${REVIEW_LIMITS.minLength} to ${REVIEW_LIMITS.maxLength} characters.`}
        placeholder="What was it like to work with them?"
      />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : ownReview ? "Update review" : "Post review"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
