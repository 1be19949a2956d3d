import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { looksLikeEmail, NEWSLETTER_MESSAGES } from "./newsletter-messages";

/** What /api/newsletter answers; declared here, as features do not import routes (decision 020). */
type NewsletterReply =
  | { ok: true; email: string; result: SubmissionResult<string[]> }
  | { ok: false; result: SubmissionResult<string[]> };

function showInvalid() {
  toast.error(NEWSLETTER_MESSAGES.invalidTitle, { description: NEWSLETTER_MESSAGES.invalid });
}

/** A refusal that is not about the address (sent too often): the server's own words. */
function showRefused(message: string) {
  toast.error(NEWSLETTER_MESSAGES.refusedTitle, { description: message });
}

export function NewsletterForm() {
  const fetcher = useFetcher<NewsletterReply>();
  const [email, setEmail] = useState("");
  const handled = useRef<unknown>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.success(NEWSLETTER_MESSAGES.successTitle, {
        description: NEWSLETTER_MESSAGES.success(result.email),
      });
      setEmail("");
    } else {
      // The address stays in the box either way, to send again.
      const formError = result.result.error?.[""]?.[0];
      if (formError) showRefused(formError);
      else showInvalid();
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      method="post"
      action="/api/newsletter"
      noValidate
      className="flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        // The spec's quick check; the server's schema has the last word.
        if (!looksLikeEmail(email)) {
          event.preventDefault();
          showInvalid();
        }
      }}
    >
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <Input
        id="newsletter-email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="Your email address"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Subscribing..." : "Subscribe"}
      </Button>
    </fetcher.Form>
  );
}
