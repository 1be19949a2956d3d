import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Link } from "~/components/ui/link";
import { POSTING_KIND_DEFINITIONS, type PostingKind } from "~/features/postings/posting-kinds";
import { postingPath } from "~/features/postings/posting-path";
import { formatLongDate } from "~/lib/dates";
import { useReplyToast } from "~/lib/use-reply-toast";

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

type Reply = { ok: boolean; message: string };

type HeldPosting = {
  kind: PostingKind;
  id: number;
  title: string;
  heldAt: string;
  reason: string;
  posterName: string | null;
  posterUsername: string | null;
  posterEmail: string | null;
};

/** Postings held because they seem to ask applicants for money: release them, or refuse them with a reason. */
export function HeldPostings({ postings }: { postings: HeldPosting[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Held postings ({postings.length})</CardTitle>
        <CardDescription>
          These seem to ask applicants for money. Release one that does not; refuse one that does, saying why:
          its poster reads it, and it stays closed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {postings.length === 0 ? (
          <p className="text-sm text-muted-foreground">No posting is held.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Held postings">
            {postings.map((posting) => (
              <HeldRow key={`${posting.kind}-${posting.id}`} posting={posting} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function HeldRow({ posting }: { posting: HeldPosting }) {
  const release = useFetcher<Reply>();
  const refuse = useFetcher<Reply>();
  useReplyToast(release);
  useReplyToast(refuse);
  const fields = (
    <>
      <input type="hidden" name="kind" value={posting.kind} />
      <input type="hidden" name="posting" value={posting.id} />
    </>
  );
  return (
    <li className="grid gap-3 rounded-lg border p-4 text-sm">
      <div className="grid gap-1">
        <span>
          <span className="text-muted-foreground">
            {capitalized(POSTING_KIND_DEFINITIONS[posting.kind].noun)}:{" "}
          </span>
          <Link to={postingPath(posting)} className="font-semibold hover:underline">
            {posting.title}
          </Link>
        </span>
        <span className="text-muted-foreground [overflow-wrap:anywhere]">
          by {posting.posterName ?? "a former member"}
          {posting.posterEmail ? ` (${posting.posterEmail})` : null} · held{" "}
          {formatLongDate(new Date(posting.heldAt))} for “{posting.reason}”
        </span>
      </div>
      <div className="flex flex-wrap items-start gap-3">
        <release.Form method="post">
          <input type="hidden" name="intent" value="release-posting" />
          {fields}
          <Button type="submit" size="sm" disabled={release.state !== "idle"}>
            Release<span className="sr-only">{` ${posting.title}`}</span>
          </Button>
        </release.Form>
        <refuse.Form method="post" className="flex flex-1 flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="refuse-posting" />
          {fields}
          <label className="sr-only" htmlFor={`refuse-posting-${posting.kind}-${posting.id}`}>
            Reason for refusing
          </label>
          <Input
            id={`refuse-posting-${posting.kind}-${posting.id}`}
            name="reason"
            placeholder="Reason for refusing"
            className="min-w-48 flex-1"
          />
          <Button type="submit" size="sm" variant="outline" disabled={refuse.state !== "idle"}>
            Refuse<span className="sr-only">{` ${posting.title}`}</span>
          </Button>
        </refuse.Form>
      </div>
    </li>
  );
}
