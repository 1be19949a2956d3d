import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { useConfirmBeforeSubmit } from "~/components/ui/confirm-dialog";
import { CountedTextarea } from "~/components/ui/counted-textarea";
import { Input, Label } from "~/components/ui/input";
import { Link } from "~/components/ui/link";
import { formatLongDate } from "~/lib/dates";
import { useReplyToast } from "~/lib/use-reply-toast";
import { MAX_ATTACHMENTS, NOTE_MAX_CHARS } from "../application-limits";
import { APPLICANT_STATUS_LABELS, isWaiting, nextStepWords } from "../application-status";
import type { AttachableItem } from "../attachable-portfolio.server";
import type { MyApplicationState } from "../my-application.server";
import { ROLE_OUTCOME_LABELS } from "../role-words";
import { MyApplicationBadge } from "./my-application-badge";

type Reply = { ok: boolean; message: string };

type ApplyWords = {
  heading: string;
  submit: string;
  busy: string;
  signIn: string;
  yours: string;
  withdraw: string;
  /** The heading over the form when a withdrawn application may be sent again. */
  again: string;
  /** What the applicant sent: "application", "request". */
  application: string;
  /** What Withdraw asks first. */
  withdrawQuestion: (posting: string, audience: string) => string;
  /** Over the roles to tick: one role, or more. */
  roles: (count: number) => string;
};

const APPLY_WORDS: ApplyWords = {
  heading: "Apply for this",
  submit: "Apply Now",
  busy: "Applying...",
  signIn: "Sign in to apply",
  yours: "Your application",
  withdraw: "Withdraw application",
  again: "Apply again for this",
  application: "application",
  withdrawQuestion: (posting, audience) =>
    `It will be marked withdrawn, and the ${audience} can no longer answer it. You can apply again while the ${posting} is open.`,
  roles: (count) => (count === 1 ? "The role you are applying for" : "The roles you are applying for"),
};

/** A collaboration project's words for the same panel. */
export const JOIN_WORDS: ApplyWords = {
  heading: "Ask to join this",
  submit: "Request to Join",
  busy: "Sending...",
  signIn: "Sign in to ask to join",
  yours: "Your request to join",
  withdraw: "Withdraw request",
  again: "Ask again to join this",
  application: "request",
  withdrawQuestion: (posting) =>
    `Its creator will no longer see it. You can ask again while the ${posting} is open.`,
  roles: (count) => (count === 1 ? "The role you would take" : "The roles you would take"),
};

/**
 * The applicant's side of a posting: sign in to apply; apply with a note
 * (the profile goes with it); or, once applied, the status with its history
 * and Withdraw (asked first) while it still waits; once withdrawn, the form
 * again while the posting is open. The form posts to the posting's page.
 */
export function ApplyPanel({
  action,
  signedIn,
  open,
  mine,
  posting,
  audience,
  notePlaceholder,
  words = APPLY_WORDS,
  portfolio = [],
  roles = [],
}: {
  /** The posting's page, whose action takes the intents apply and withdraw. */
  action: string;
  signedIn: boolean;
  /** Whether it still takes applications. */
  open: boolean;
  mine: MyApplicationState;
  /** "audition", "job": in "Apply for this job". */
  posting: string;
  /** "casting team", "hiring team": who reads the note. */
  audience: string;
  notePlaceholder: string;
  /** The buttons' words; a project takes requests to join rather than applications. */
  words?: ApplyWords;
  /** The applicant's own portfolio items, any of which (up to five) can go with the application. */
  portfolio?: AttachableItem[];
  /** The open roles of a casting call or a project: the applicant chooses one or more. */
  roles?: { id: number; name: string }[];
}) {
  const fetcher = useFetcher<Reply>();
  useReplyToast(fetcher);
  const busy = fetcher.state !== "idle";
  // Sent before, and may be sent again: withdrawn by the applicant, or a request that lapsed unanswered.
  const mayApplyAgain = open && (mine.status === "withdrawn" || mine.status === "closed");
  // Withdrawing removes the button that had the focus: the keyboard carries on from the application's heading.
  const historyTitle = useRef<HTMLHeadingElement>(null);
  const lastStatus = useRef(mine.status);
  useEffect(() => {
    if (mine.status === "withdrawn" && lastStatus.current !== "withdrawn") historyTitle.current?.focus();
    lastStatus.current = mine.status;
  }, [mine.status]);
  const withdrawing = useConfirmBeforeSubmit(fetcher.submit, () => ({
    title: `${words.withdraw}?`,
    description: words.withdrawQuestion(posting, audience),
    confirmLabel: words.withdraw,
  }));

  if (!signedIn) {
    return (
      <Card id="apply">
        <CardContent className="grid gap-3 pt-6 text-sm">
          <p className="text-muted-foreground">
            {words.signIn}: your profile goes to the {audience} with your note.
          </p>
          <Button asChild>
            <Link to={`/login?redirectTo=${encodeURIComponent(action)}`}>{words.signIn}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const history = mine.status ? (
    <Card id={mayApplyAgain ? undefined : "apply"}>
      <CardHeader>
        <CardTitle
          ref={historyTitle}
          tabIndex={-1}
          className="flex items-center justify-between gap-2 text-base outline-none"
        >
          {words.yours} <MyApplicationBadge status={mine.status} />
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <ol className="grid gap-1 text-muted-foreground" aria-label="Application history">
          {mine.history.map((event) => (
            <li key={`${event.status}-${event.at}`}>
              {APPLICANT_STATUS_LABELS[event.status]} · {formatLongDate(new Date(event.at))}
            </li>
          ))}
        </ol>
        {mine.roles.length > 0 ? (
          <ul className="grid gap-1" aria-label="Roles applied for">
            {mine.roles.map((role) => (
              <li key={role.name} className="flex flex-wrap items-center justify-between gap-2">
                <span>{role.name}</span>
                <Badge variant={role.outcome === "cast" ? "default" : "outline"}>
                  {role.outcome ? ROLE_OUTCOME_LABELS[role.outcome] : "Waiting"}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <p>{nextStepWords(mine.status, audience)}</p>
        {mine.messageTo !== null ? (
          <Button asChild size="sm" className="justify-self-start">
            <Link to={`/new-message?recipient=${mine.messageTo}`}>Message the {audience}</Link>
          </Button>
        ) : null}
        {mine.noteEditable ? (
          // Until the poster has seen it, the note can still be changed.
          <details className="grid gap-2">
            <summary className="cursor-pointer font-medium text-primary">Change your note</summary>
            <fetcher.Form method="post" action={action} className="mt-2 grid gap-2">
              <input type="hidden" name="intent" value="edit-note" />
              <Label htmlFor="edit-note">Your note for the {audience}</Label>
              <CountedTextarea id="edit-note" name="note" max={NOTE_MAX_CHARS} defaultValue={mine.note} />
              <p className="text-xs text-muted-foreground">
                You can change it until the {audience} has seen your {words.application}.
              </p>
              <Button type="submit" size="sm" className="justify-self-start" disabled={busy}>
                Save note
              </Button>
            </fetcher.Form>
          </details>
        ) : null}
        {isWaiting(mine.status) ? (
          <fetcher.Form method="post" action={action} {...withdrawing.formProps}>
            <input type="hidden" name="intent" value="withdraw" />
            <Button type="submit" variant="outline" size="sm" disabled={busy}>
              {words.withdraw}
            </Button>
          </fetcher.Form>
        ) : null}
        {withdrawing.dialog}
      </CardContent>
    </Card>
  ) : null;
  // Withdrawn while the posting is still open: the history, and the form to send it again.
  if (history && !mayApplyAgain) return history;
  if (!open) return null;
  const form = (
    <Card id="apply">
      <CardHeader>
        <CardTitle className="text-base">
          {mayApplyAgain ? words.again : words.heading} {posting}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" action={action} className="grid gap-3">
          <input type="hidden" name="intent" value="apply" />
          {roles.length > 0 ? (
            <fieldset className="grid min-w-0 gap-2">
              <legend className="mb-1 text-sm font-medium">{words.roles(roles.length)}</legend>
              {roles.map((role) => (
                <label
                  key={role.id}
                  className="flex min-w-0 items-center gap-2 text-sm [overflow-wrap:anywhere]"
                >
                  <input
                    type="checkbox"
                    name="role"
                    value={role.id}
                    // One role only: it is the one applied for.
                    defaultChecked={roles.length === 1}
                    className="size-4 shrink-0 accent-primary"
                  />
                  {role.name}
                </label>
              ))}
            </fieldset>
          ) : null}
          <div className="grid gap-2">
            <Label htmlFor="apply-note">A note for the {audience} (optional)</Label>
            <CountedTextarea id="apply-note" name="note" max={NOTE_MAX_CHARS} placeholder={notePlaceholder} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="apply-media">Link to a self-tape, reel or voice sample (optional)</Label>
            <Input
              id="apply-media"
              name="mediaUrl"
              type="url"
              inputMode="url"
              maxLength={500}
              placeholder="https://youtu.be/..."
              aria-describedby="apply-media-hint"
            />
            <p id="apply-media-hint" className="text-xs text-muted-foreground">
              YouTube, Vimeo, SoundCloud, Google Drive, Dropbox or WeTransfer.
            </p>
          </div>
          {/* A fieldset is as wide as its widest line unless told otherwise (min-w-0): a long portfolio title pushed the page past a phone's screen. */}
          {portfolio.length > 0 ? (
            <fieldset className="grid min-w-0 gap-2">
              <legend className="mb-1 text-sm font-medium">
                Attach work from your portfolio (up to {MAX_ATTACHMENTS})
              </legend>
              {portfolio.map((item) => (
                <label key={item.id} className="flex min-w-0 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="attachment"
                    value={item.id}
                    className="size-4 shrink-0 accent-primary"
                  />
                  <span className="min-w-0 truncate" title={item.title}>
                    {item.title} <span className="text-muted-foreground">({item.type})</span>
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <p className="text-xs text-muted-foreground">
            Your Rangmanch profile is sent with your application.
          </p>
          <Button type="submit" disabled={busy}>
            {busy ? words.busy : words.submit}
          </Button>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
  return history ? (
    <div className="grid gap-4">
      {history}
      {form}
    </div>
  ) : (
    form
  );
}
