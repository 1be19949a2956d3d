import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { TIMING } from "~/constants/site";
import type { Refusal } from "~/lib/refusal";
import { onRefusal } from "~/lib/refusals-in-place";
import { useReplyToast } from "~/lib/use-reply-toast";

/** What else to say beside a limit's refusal: when to come back. */
export function waitInWords(seconds: number | undefined): string | undefined {
  if (seconds === undefined || seconds <= 0) return undefined;
  if (seconds < 90) return "Please try again in a minute.";
  return `Please try again in about ${Math.ceil(seconds / 60)} minutes.`;
}

/**
 * Where a refusal is told (app/lib/refusal.ts): a notice over
 * the page the person is on, which stays as it was with what they typed, and
 * the way forward: for an unverified account, the verification link sent
 * again from here; for a limit, when to try again. One notice at a time:
 * a second refusal replaces the first rather than piling up.
 */
export function RefusalNotices() {
  const resend = useFetcher<{ ok: boolean; message: string }>();
  useReplyToast(resend);
  useEffect(
    () =>
      onRefusal((refusal: Refusal) => {
        const options = { id: "refusal", duration: TIMING.toastMs * 2 };
        if (refusal.reason === "unverified") {
          toast.error(refusal.message, {
            ...options,
            description: "Open the link we emailed you, or get a new one.",
            action: {
              label: "Resend the link",
              onClick: () =>
                resend.submit({ intent: "resend-verification" }, { method: "post", action: "/account" }),
            },
          });
        } else {
          toast.error(refusal.message, { ...options, description: waitInWords(refusal.retryAfterSeconds) });
        }
      }),
    [resend.submit],
  );
  return null;
}
