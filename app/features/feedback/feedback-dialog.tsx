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

/** Feedback, offered as a floating button (bottom-right) or an inline link. */
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
          className="fixed right-4 bottom-4 z-40 rounded-full shadow-lg sm:right-6 sm:bottom-6"
          size="lg"
          aria-label="Give Feedback"
        >
          <Icon name="message-square-plus" className="size-5" />
          <span className="hidden sm:inline">Feedback</span>
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
