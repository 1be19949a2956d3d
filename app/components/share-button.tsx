import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { toast } from "~/components/ui/toast";
import { TIMING } from "~/constants/site";
import { isShareableUrl, type SharePayload, shareText } from "~/lib/share";

/** The spec's share toasts (part 1, messages), word for word. */
const SHARE_TOASTS = {
  shared: "Shared successfully!",
  copied: "Copied to clipboard!",
  shareFailed: "Failed to share",
  copyFailed: "Failed to copy",
} as const;

/**
 * Share (spec part 1, section 7): the device's share sheet where there is
 * one, else the sentence and link copied to the clipboard, the button reading
 * "Copied!" for two seconds, and a toast says which happened (or that it
 * failed; a closed share sheet is no failure). The payload is built at the click, from the
 * address the page was loaded at, and only an http or https link is shared.
 */
export function ShareButton({
  payload,
  label,
  size = "sm",
  className,
}: {
  payload: (origin: string) => SharePayload;
  /** What is shared, for screen readers ("Share Lead Actor Audition"). */
  label: string;
  size?: "sm" | "default";
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const share = async () => {
    const data = payload(window.location.origin);
    if (!isShareableUrl(data.url)) {
      // Spec part 1, section 5: nothing is shared, and this is only logged.
      // biome-ignore lint/suspicious/noConsole: the spec's own console error (spec part 1, section 5)
      console.error("Invalid share URL detected");
      return;
    }
    if (typeof navigator.share === "function") {
      try {
        await navigator.share(data);
        toast.success(SHARE_TOASTS.shared);
      } catch (error) {
        // Closing the sheet is the person's choice, not a failure.
        // biome-ignore lint/suspicious/noConsole: in the browser, for whoever debugs a share (part 1, "Share")
        if (error instanceof DOMException && error.name === "AbortError") console.info("Share cancelled");
        else {
          // biome-ignore lint/suspicious/noConsole: in the browser, for whoever debugs a share (part 1, "Share")
          console.error("Share failed", error);
          toast.error(SHARE_TOASTS.shareFailed);
        }
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(shareText(data));
      toast.success(SHARE_TOASTS.copied);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), TIMING.copyFeedbackMs);
    } catch (error) {
      // biome-ignore lint/suspicious/noConsole: in the browser, for whoever debugs a share (part 1, "Share")
      console.error("Copy failed", error);
      toast.error(SHARE_TOASTS.copyFailed);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      className={className}
      onClick={share}
      aria-label={`Share ${label}`}
    >
      {copied ? <Icon name="check" className="size-4" /> : <Icon name="share-2" className="size-4" />}
      <span aria-live="polite">{copied ? "Copied!" : "Share"}</span>
    </Button>
  );
}
