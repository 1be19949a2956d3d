import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field";
import { Link } from "~/components/ui/link";
import { useReplyToast } from "~/lib/use-reply-toast";
import { CREDIT_MESSAGES } from "../credit-messages";

type Reply = { ok: boolean; message: string };

type Request = {
  id: number;
  role: string;
  title: string;
  mediaId: string;
  name: string;
  username: string;
  createdAt: string;
  /** How long the asker's account has existed ("joined 3 days ago"). */
  accountAge: string;
};
type Coworker = {
  profileId: number;
  name: string;
  username: string;
  role: string;
  status: string | null;
  /** Whether their word would count now (decision 066). */
  mayConfirm: boolean;
  accountAge: string;
};
type Asking = { mediaId: string; title: string; role: string; people: Coworker[] } | { error: string } | null;

const STATUS_WORDS: Record<string, string> = {
  requested: "asked, waiting",
  confirmed: "confirmed",
  declined: "could not confirm",
};

/** /credits: confirm co-workers' credits, and ask co-workers to confirm one's own. */
export function CreditRequestsPage({ waiting, asking }: { waiting: Request[]; asking: Asking }) {
  return (
    <div className="mx-auto grid max-w-[900px] gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Credits</h1>
        <p className="text-muted-foreground">
          A credit confirmed by the people who worked on it shows “Confirmed by” on the profile and on the
          title's page. A confirmation counts when it comes from a member of a verified production our staff
          linked to the title, or from someone whose own credit on it is confirmed by someone else.
        </p>
      </div>
      {asking ? <AskCoworkers asking={asking} /> : null}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Waiting for your answer ({waiting.length})</CardTitle>
        </CardHeader>
        <CardContent>
          {waiting.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nobody is waiting for you to confirm a credit.</p>
          ) : (
            <ul className="grid gap-3" aria-label="Credits to confirm">
              {waiting.map((request) => (
                <WaitingRow key={request.id} request={request} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function WaitingRow({ request }: { request: Request }) {
  const fetcher = useFetcher<Reply>();
  useReplyToast(fetcher);
  return (
    <li className="grid gap-3 rounded-lg border p-4 text-sm sm:flex sm:items-center sm:justify-between">
      <p>
        <Link to={`/u/${request.username}`} className="font-semibold hover:underline">
          {request.name}
        </Link>{" "}
        <span className="text-muted-foreground">({request.accountAge})</span> says they worked on{" "}
        <Link to={`/media/${encodeURIComponent(request.mediaId)}`} className="font-semibold hover:underline">
          {request.title}
        </Link>{" "}
        as {request.role}.
      </p>
      <fetcher.Form method="post" className="flex gap-2">
        <input type="hidden" name="request" value={request.id} />
        <Button type="submit" name="intent" value="confirm" size="sm" disabled={fetcher.state !== "idle"}>
          Confirm
          <span className="sr-only">{` ${request.name} as ${request.role} on ${request.title}`}</span>
        </Button>
        <Button
          type="submit"
          name="intent"
          value="decline"
          size="sm"
          variant="outline"
          disabled={fetcher.state !== "idle"}
        >
          I can't confirm
          <span className="sr-only">{` ${request.name} as ${request.role} on ${request.title}`}</span>
        </Button>
      </fetcher.Form>
    </li>
  );
}

function AskCoworkers({ asking }: { asking: NonNullable<Asking> }) {
  const fetcher = useFetcher<Reply>();
  useReplyToast(fetcher);
  if ("error" in asking) {
    return (
      <Card>
        <CardContent className="pt-6 text-sm">{asking.error}</CardContent>
      </Card>
    );
  }
  const askable = asking.people.filter((person) => person.mayConfirm && person.status !== "confirmed");
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          Ask co-workers to confirm: {asking.title}, as {asking.role}
        </CardTitle>
        <CardDescription>Each one you choose is told, and confirms or says they cannot.</CardDescription>
      </CardHeader>
      <CardContent>
        {asking.people.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nobody else on Rangmanch credits this title yet, and no verified production is linked to it. Ask
            your co-workers to add it to their profiles.
          </p>
        ) : (
          <fetcher.Form method="post" className="grid gap-4">
            <input type="hidden" name="intent" value="ask" />
            <input type="hidden" name="title" value={asking.mediaId} />
            <fieldset className="grid gap-2">
              <legend className="sr-only">Co-workers</legend>
              {asking.people.map((person) => (
                <label
                  key={person.username}
                  className="flex items-center gap-3 rounded-lg border p-3 text-sm"
                >
                  <input
                    type="checkbox"
                    name="confirmer"
                    value={person.profileId}
                    disabled={!person.mayConfirm || person.status === "confirmed"}
                    className="size-4"
                  />
                  <span className="grid">
                    <span>
                      <span className="font-medium">{person.name}</span>{" "}
                      <span className="text-muted-foreground">({person.accountAge})</span>
                    </span>
                    <span className="text-muted-foreground">
                      {person.role}
                      {person.status ? ` · ${STATUS_WORDS[person.status] ?? person.status}` : null}
                    </span>
                    {person.mayConfirm ? null : (
                      <span className="text-muted-foreground">
                        {person.status === "confirmed"
                          ? CREDIT_MESSAGES.notCounted
                          : CREDIT_MESSAGES.cannotConfirmYet}
                      </span>
                    )}
                  </span>
                </label>
              ))}
            </fieldset>
            {fetcher.data && !fetcher.data.ok ? <FieldError errors={[fetcher.data.message]} /> : null}
            <div>
              <Button type="submit" disabled={fetcher.state !== "idle" || askable.length === 0}>
                Ask to confirm
              </Button>
            </div>
          </fetcher.Form>
        )}
      </CardContent>
    </Card>
  );
}
