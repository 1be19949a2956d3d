import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Form, Link } from "~/components/ui/link";
import type { VerificationMethod } from "~/constants/productions";
import { verificationMethodWords } from "~/features/productions/posting-backer";
import { formatLongDate } from "~/lib/dates";
import { useReplyToast } from "~/lib/use-reply-toast";

type Reply = { ok: boolean; message: string };

type Review = {
  id: number;
  gstin: string | null;
  companyNumber: string | null;
  creditUrl: string | null;
  submittedAt: string;
  submittedBy: string | null;
  production: { id: number; name: string; slug: string; website: string };
};

type Verified = {
  id: number;
  name: string;
  slug: string;
  method: VerificationMethod | null;
  detail: string | null;
  verifiedAt: string | null;
};

/** Staff's side of production verification: requests to approve or refuse, and verifications to revoke. */
type VerifiedList = { name: string; total: number; rows: Verified[] };

export function ProductionReviews({ reviews, verified }: { reviews: Review[]; verified: VerifiedList }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Production verification ({reviews.length} waiting)</CardTitle>
        <CardDescription>
          Check the GSTIN or company number on the government's public search, and the credit link, before
          approving. A refusal or a revocation needs a reason: the production's owners read it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {reviews.length === 0 ? (
          <p className="text-sm text-muted-foreground">No request is waiting.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Verification requests">
            {reviews.map((review) => (
              <ReviewRow key={review.id} review={review} />
            ))}
          </ul>
        )}
        <VerifiedProductions verified={verified} />
      </CardContent>
    </Card>
  );
}

/** The verified productions, to revoke one; past the first page, found by name (the address keeps the search). */
function VerifiedProductions({ verified }: { verified: VerifiedList }) {
  const { name, total, rows } = verified;
  return (
    <section className="grid gap-2" aria-labelledby="verified-productions">
      <h3 id="verified-productions" className="font-semibold">
        {name ? `Verified productions named like "${name}" (${total})` : `Verified productions (${total})`}
      </h3>
      <Form method="get" role="search" className="flex max-w-md gap-2" preventScrollReset>
        <label htmlFor="verified-name" className="sr-only">
          Find a verified production by name
        </label>
        <Input
          id="verified-name"
          name="verified"
          type="search"
          defaultValue={name}
          maxLength={100}
          placeholder="Find a verified production by name"
        />
        <Button type="submit" variant="outline">
          Find
        </Button>
      </Form>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {name ? "No verified production has that name." : "No production is verified yet."}
        </p>
      ) : (
        <ul className="grid gap-2">
          {rows.map((production) => (
            <RevokeRow key={production.id} production={production} />
          ))}
        </ul>
      )}
      {total > rows.length ? (
        <p className="text-sm text-muted-foreground">
          Showing {rows.length} of {total}, by name: find the one you want by its name.
        </p>
      ) : null}
    </section>
  );
}

function ReviewRow({ review }: { review: Review }) {
  const approve = useFetcher<Reply>();
  const refuse = useFetcher<Reply>();
  useReplyToast(approve);
  useReplyToast(refuse);
  return (
    <li className="grid gap-3 rounded-lg border p-4 text-sm">
      <div className="grid gap-1">
        <Link to={`/productions/${review.production.slug}`} className="font-semibold hover:underline">
          {review.production.name}
        </Link>
        <span className="text-muted-foreground [overflow-wrap:anywhere]">
          {review.production.website} · asked by {review.submittedBy ?? "a former member"} on{" "}
          {formatLongDate(new Date(review.submittedAt))}
        </span>
        {review.gstin ? <span>GSTIN: {review.gstin}</span> : null}
        {review.companyNumber ? <span>Company number: {review.companyNumber}</span> : null}
        {review.creditUrl ? (
          <a
            href={review.creditUrl}
            rel="nofollow noopener noreferrer"
            target="_blank"
            className="underline [overflow-wrap:anywhere]"
          >
            {review.creditUrl}
          </a>
        ) : null}
      </div>
      <div className="flex flex-wrap items-start gap-3">
        <approve.Form method="post">
          <input type="hidden" name="intent" value="approve-production" />
          <input type="hidden" name="review" value={review.id} />
          <Button type="submit" size="sm" disabled={approve.state !== "idle"}>
            Approve
          </Button>
        </approve.Form>
        <refuse.Form method="post" className="flex flex-1 flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="refuse-production" />
          <input type="hidden" name="review" value={review.id} />
          <label className="sr-only" htmlFor={`refuse-${review.id}`}>
            Reason for refusing
          </label>
          <Input
            id={`refuse-${review.id}`}
            name="reason"
            placeholder="Reason for refusing"
            className="min-w-48 flex-1"
          />
          <Button type="submit" size="sm" variant="outline" disabled={refuse.state !== "idle"}>
            Refuse
          </Button>
        </refuse.Form>
      </div>
    </li>
  );
}

function RevokeRow({ production }: { production: Verified }) {
  const fetcher = useFetcher<Reply>();
  useReplyToast(fetcher);
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm sm:flex sm:items-center sm:justify-between">
      <span>
        <Link to={`/productions/${production.slug}`} className="font-medium hover:underline">
          {production.name}
        </Link>{" "}
        <span className="text-muted-foreground">
          {production.method ? verificationMethodWords(production.method, production.detail) : null}
        </span>
      </span>
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="revoke-production" />
        <input type="hidden" name="production" value={production.id} />
        <label className="sr-only" htmlFor={`revoke-${production.id}`}>
          {`Reason for revoking ${production.name}'s verification`}
        </label>
        <Input
          id={`revoke-${production.id}`}
          name="reason"
          placeholder="Reason for revoking"
          className="w-56"
        />
        <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
          Revoke
        </Button>
      </fetcher.Form>
    </li>
  );
}
