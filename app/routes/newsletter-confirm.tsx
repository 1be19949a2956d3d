import { MailCheck, MailX } from "lucide-react";
import { data, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Form, Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { checkNewsletterLink, confirmNewsletter } from "~/features/newsletter/confirm-newsletter.server";
import { NEWSLETTER_MESSAGES } from "~/features/newsletter/newsletter-messages";
import { readFormData } from "~/lib/http.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/newsletter-confirm";

/**
 * The newsletter's confirming link (double opt-in). Opening it only shows a
 * button: mail scanners and link previews open links, and must not subscribe
 * anyone. Pressing it confirms, once.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  return { token: token?.slice(0, 100) ?? "", state: await checkNewsletterLink(getDb(), token) };
}

export async function action({ request }: Route.ActionArgs) {
  const token = String((await readFormData(request)).get("token") ?? "");
  const confirmed = await confirmNewsletter(getDb(), token);
  if (confirmed) return { state: "confirmed" as const, email: confirmed.email };
  // Used, expired or made up: a refusal with its reason, never a 500.
  const state = (await checkNewsletterLink(getDb(), token)) === "expired" ? "expired" : "invalid";
  const message = state === "expired" ? NEWSLETTER_MESSAGES.linkExpired : NEWSLETTER_MESSAGES.linkInvalid;
  return data({ state, email: null, message }, { status: 400 });
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Confirm your newsletter subscription | Rangmanch",
    description: "Confirm your Rangmanch newsletter subscription.",
  }),
  { name: "robots", content: "noindex" },
];

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const state = actionData?.state ?? loaderData.state;
  return (
    <div className="mx-auto grid max-w-xl gap-5 px-4 py-16 text-center">
      {state === "confirmed" ? (
        <>
          <MailCheck className="mx-auto size-10 text-primary" aria-hidden />
          <h1 className="text-3xl font-bold tracking-tight">{NEWSLETTER_MESSAGES.confirmedTitle}</h1>
          <p role="status">{NEWSLETTER_MESSAGES.confirmed(actionData?.email ?? "")}</p>
          <p>
            <Link to="/" className="font-medium text-primary underline underline-offset-4">
              Back to Home
            </Link>
          </p>
        </>
      ) : state === "valid" ? (
        <>
          <MailCheck className="mx-auto size-10 text-primary" aria-hidden />
          <h1 className="text-3xl font-bold tracking-tight">Confirm your subscription</h1>
          <p className="text-muted-foreground">
            One click and the Rangmanch newsletter is on its way to you: auditions, jobs and news from India's
            film, television and theatre world.
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={loaderData.token} />
            <Button type="submit" size="lg" disabled={submitting}>
              {submitting ? "Confirming..." : "Confirm my subscription"}
            </Button>
          </Form>
        </>
      ) : (
        <>
          <MailX className="mx-auto size-10 text-muted-foreground" aria-hidden />
          <h1 className="text-3xl font-bold tracking-tight">Link not valid</h1>
          <p role="alert">
            {state === "expired" ? NEWSLETTER_MESSAGES.linkExpired : NEWSLETTER_MESSAGES.linkInvalid}
          </p>
          <p>
            <Link to="/" className="font-medium text-primary underline underline-offset-4">
              Back to Home
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
