import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

// The dialog (Radix Dialog, the form, its fetcher) is fetched when a visitor
// reaches for a Feedback button (pointer over it, focus or touch) and opens
// on the click: no page pays for it up front.
const loadDialog = () => import("./feedback-form-dialog");
const FeedbackFormDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.FeedbackFormDialog })),
);
const prepare = () => {
  // A failed fetch here is retried by the click; it is not an error yet.
  loadDialog().catch(() => {});
};

/**
 * Feedback, offered as a floating button (bottom-right) or an inline link.
 *
 * A floating button covers whatever scrolls beneath it: on phones it sat on
 * Find Opportunities, an applicant's Accept and the password rules. So it
 * floats only where the window is wide enough to leave an empty margin
 * beside the page's widest column (1400 px): from 1600 px it is a round icon
 * in that margin. Narrower, Feedback is the footer's inline
 * "Give Feedback", part of the page like any other link, on every page.
 */
export function FeedbackDialog({ variant }: { variant: "floating" | "inline" }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on: what was typed stays when the dialog is closed and reopened.
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  const triggerProps = {
    ref: trigger,
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    onPointerEnter: prepare,
    onFocus: prepare,
    onTouchStart: prepare,
    onClick: () => {
      setUsed(true);
      setOpen(true);
    },
  };

  return (
    <>
      {variant === "floating" ? (
        <Button
          {...triggerProps}
          // 1600 px leaves (1600 - 1400) / 2 = 100 px beside the column, less a scrollbar; the icon and its inset need 56.
          className="fixed right-4 bottom-4 z-40 hidden rounded-full shadow-lg min-[1600px]:inline-flex"
          size="icon"
          aria-label="Give Feedback"
          title="Give Feedback"
        >
          <Icon name="message-square-plus" className="size-5" />
        </Button>
      ) : (
        <Button {...triggerProps} variant="link" className="h-auto p-0 text-sm text-muted-foreground">
          Give Feedback
        </Button>
      )}
      {used ? (
        <Suspense fallback={null}>
          <FeedbackFormDialog open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
