import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useReplyToast } from "~/lib/use-reply-toast";

/** Sends the verification link again, from wherever the person is (the account page's own action). */
export function ResendVerificationButton() {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  useReplyToast(fetcher);
  return (
    <fetcher.Form method="post" action="/account">
      <input type="hidden" name="intent" value="resend-verification" />
      <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
        {fetcher.state === "idle" ? "Resend the link" : "Sending..."}
      </Button>
    </fetcher.Form>
  );
}
