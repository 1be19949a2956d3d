import type { SubmissionResult } from "@conform-to/react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { FieldError } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { Label, Textarea } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { TIMING } from "~/constants/site";
import { cn } from "~/lib/utils";
import { FEEDBACK_MESSAGES, FEEDBACK_TYPES } from "./feedback-options";

type FeedbackType = (typeof FEEDBACK_TYPES)[number]["value"];
/** What /api/feedback answers; declared here, as features do not import routes (decision 020). */
type FeedbackReply = { ok: boolean; result: SubmissionResult<string[]> };
const EMPTY = { feedbackType: "suggestion" as FeedbackType, rating: 0, feedback: "" };

/**
 * The feedback dialog itself, loaded on first use by feedback-dialog.tsx,
 * which owns the buttons that open it and the open state.
 * States: closed → open → submitted (thank-you) → closed and reset after 2 s.
 */
export function FeedbackFormDialog({
  open,
  onOpenChange: setOpen,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus returns here on closing: there is no Radix trigger in this tree. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const [submitted, setSubmitted] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const fetcher = useFetcher<FeedbackReply>();
  const { pathname } = useLocation();
  const handled = useRef<unknown>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) return;
    setSubmitted(true);
    toast.success(FEEDBACK_MESSAGES.thanks);
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (!submitted) return;
    const timer = window.setTimeout(() => {
      setOpen(false);
      setSubmitted(false);
      setValues(EMPTY);
    }, TIMING.feedbackAutoCloseMs);
    return () => window.clearTimeout(timer);
  }, [submitted, setOpen]);

  const serverErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.result.error : undefined;
  const busy = fetcher.state !== "idle";

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        {submitted ? (
          <div className="grid place-items-center gap-3 py-6 text-center" role="status">
            <Icon name="circle-check" className="size-12 text-green-600" />
            <DialogTitle>Thank you for feedback!</DialogTitle>
            <DialogDescription>We read every message and use it to make Rangmanch better.</DialogDescription>
          </div>
        ) : (
          <fetcher.Form method="post" action="/api/feedback" className="grid gap-5">
            <div className="grid gap-1">
              <DialogTitle>Share your feedback</DialogTitle>
              <DialogDescription>
                Tell us what works, what doesn't, and what you'd like to see.
              </DialogDescription>
            </div>
            <input type="hidden" name="pagePath" value={pathname} />
            {/* About the whole form (sent too often); what was typed stays. */}
            <FieldError errors={serverErrors?.[""]} />
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Type of feedback</legend>
              <div className="grid grid-cols-2 gap-2">
                {FEEDBACK_TYPES.map((type) => (
                  <label
                    key={type.value}
                    className={cn(
                      "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10",
                      "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                    )}
                  >
                    <input
                      type="radio"
                      name="feedbackType"
                      value={type.value}
                      checked={values.feedbackType === type.value}
                      onChange={() => setValues((v) => ({ ...v, feedbackType: type.value }))}
                      className="accent-[var(--primary)]"
                    />
                    {type.label}
                  </label>
                ))}
              </div>
              <FieldError errors={serverErrors?.feedbackType} />
            </fieldset>
            <fieldset>
              <legend className="mb-2 text-sm font-medium">Rating (optional)</legend>
              <div className="flex gap-1">
                {[1, 2, 3, 4, 5].map((star) => (
                  <label
                    key={star}
                    className="cursor-pointer rounded has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                  >
                    <input
                      type="radio"
                      name="rating"
                      value={star}
                      checked={values.rating === star}
                      onChange={() => setValues((v) => ({ ...v, rating: star }))}
                      className="sr-only"
                    />
                    <span className="sr-only">{`${star} star${star > 1 ? "s" : ""}`}</span>
                    <Icon
                      name="star"
                      className={cn(
                        "size-7",
                        star <= values.rating ? "fill-amber-400 text-amber-500" : "text-muted-foreground",
                      )}
                    />
                  </label>
                ))}
              </div>
              <FieldError errors={serverErrors?.rating} />
            </fieldset>
            <div className="grid gap-2">
              <Label htmlFor="feedback-text">Your feedback</Label>
              <Textarea
                id="feedback-text"
                name="feedback"
                maxLength={2000}
                value={values.feedback}
                onChange={(event) => setValues((v) => ({ ...v, feedback: event.target.value }))}
                placeholder="What's on your mind?"
              />
              <FieldError errors={serverErrors?.feedback} />
            </div>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? "Sending..." : "Submit Feedback"}
              </Button>
            </div>
          </fetcher.Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
