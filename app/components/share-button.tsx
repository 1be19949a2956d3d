import { Check, Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { TIMING } from "~/constants/site";
import { isShareableUrl, type SharePayload, shareText } from "~/lib/share";

/**
 * Share (spec part 1, section 7): the device's share sheet where there is
 * one, else the sentence and link copied to the clipboard, the button reading
 * "Copied!" for two seconds. The payload is built at the click, from the
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
      toast.error("This link cannot be shared.");
      return;
    }
    if (typeof navigator.share === "function") {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // Closing the sheet is the person's choice, not a failure.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(shareText(data));
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), TIMING.copyFeedbackMs);
    } catch {
      toast.error("Could not copy the link. Copy it from the address bar instead.");
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
      {copied ? <Check className="size-4" aria-hidden /> : <Share2 className="size-4" aria-hidden />}
      <span aria-live="polite">{copied ? "Copied!" : "Share"}</span>
    </Button>
  );
}
