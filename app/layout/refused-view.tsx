import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Form, Link } from "~/components/ui/link";
import { waitInWords } from "~/features/accounts/components/refusal-notices";
import type { Refusal } from "~/lib/refusal";

/**
 * A refusal when the browser posted a whole page (no JavaScript yet): what
 * was refused, why, and the way forward, with the page one click away. With
 * JavaScript the page stays and a notice says the same (app/lib/refusals-in-place.ts).
 */
export function RefusedView({ refusal }: { refusal: Refusal }) {
  const location = useLocation();
  return (
    <div className="mx-auto grid max-w-xl place-items-center gap-4 px-4 py-24 text-center" role="alert">
      <Icon name="mail-exclamation-point" className="size-12 text-primary" />
      <h1 className="text-2xl font-bold">{refusal.message}</h1>
      {refusal.reason === "unverified" ? (
        <>
          <p className="text-muted-foreground">Open the link we emailed you, or get a new one.</p>
          <Form method="post" action="/account">
            <input type="hidden" name="intent" value="resend-verification" />
            <Button type="submit">Resend the link</Button>
          </Form>
        </>
      ) : (
        <p className="text-muted-foreground">{waitInWords(refusal.retryAfterSeconds)}</p>
      )}
      <Link to={`${location.pathname}${location.search}`} className="font-semibold text-primary underline">
        Back to the page
      </Link>
    </div>
  );
}
