import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { type ConfirmQuestion, useConfirmBeforeSubmit } from "~/components/ui/confirm-dialog";
import { Link } from "~/components/ui/link";
import { useReplyToast } from "~/lib/use-reply-toast";
import { POSTING_KIND_FACTS, type PostingKind } from "../posting-kinds";
import { type PostingRef, postingPath } from "../posting-path";

/** The panel's words for each kind: a project is created, not posted, and people ask to join it. */
const PANEL_WORDS: Record<
  PostingKind,
  {
    title: string;
    people: (count: number) => string;
    view: string;
    close: string;
    confirmClose: ConfirmQuestion;
    confirmFill?: ConfirmQuestion;
  }
> = {
  audition: {
    title: "You posted this audition",
    people: (count) => `${count === 1 ? "1 person has" : `${count} people have`} applied so far.`,
    view: "View applicants",
    close: "Close audition",
    confirmClose: {
      title: "Close this audition?",
      description: "Everyone still waiting will be told. This cannot be undone.",
      confirmLabel: "Close audition",
    },
    confirmFill: {
      title: "Mark this role filled?",
      description: "The audition closes and everyone still waiting will be told. This cannot be undone.",
      confirmLabel: "Role filled",
    },
  },
  job: {
    title: "You posted this job",
    people: (count) => `${count === 1 ? "1 person has" : `${count} people have`} applied so far.`,
    view: "View applicants",
    close: "Close job",
    confirmClose: {
      title: "Close this job?",
      description: "Everyone still waiting will be told. This cannot be undone.",
      confirmLabel: "Close job",
    },
    confirmFill: {
      title: "Mark this role filled?",
      description: "The job closes and everyone still waiting will be told. This cannot be undone.",
      confirmLabel: "Role filled",
    },
  },
  project: {
    title: "You created this project",
    people: (count) => `${count === 1 ? "1 person has" : `${count} people have`} asked to join so far.`,
    view: "View requests to join",
    close: "Mark completed",
    confirmClose: {
      title: "Mark this project completed?",
      description: "Everyone still waiting for an answer will be told. This cannot be undone.",
      confirmLabel: "Mark completed",
    },
  },
};

type Reply = { ok: boolean; message: string };

/**
 * The poster's side of their own audition, job or project: how many applied, the way
 * to the applicants page, and while it is open the posting's own controls
 * (`children`, such as Edit) and Role filled and Close (a project is only
 * marked completed: it has no single role to fill; a casting call with roles
 * fills each from its applicants page).
 */
export function PosterPanel({
  posting,
  applicantCount,
  closed,
  castsRoles = false,
  children,
}: {
  posting: PostingRef;
  applicantCount: number;
  closed: boolean;
  /** It lists roles, each filled on its own from the applicants page. */
  castsRoles?: boolean;
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{PANEL_WORDS[posting.kind].title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="text-muted-foreground">{PANEL_WORDS[posting.kind].people(applicantCount)}</p>
        <Button asChild>
          <Link to={`${postingPath(posting)}/applicants`}>{PANEL_WORDS[posting.kind].view}</Link>
        </Button>
        {closed ? null : (
          <>
            {children}
            <ClosePostingForm
              action={postingPath(posting)}
              posting={posting.kind}
              oneRole={POSTING_KIND_FACTS[posting.kind].capabilities.fillable && !castsRoles}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The poster's Role filled and Close buttons. Closing cannot be undone and
 * tells every waiting applicant (app/features/postings/close-posting.server.ts),
 * so the product's own dialog asks once more first.
 */
function ClosePostingForm({
  action,
  posting,
  oneRole,
}: {
  action: string;
  posting: PostingKind;
  /** Offer Role filled for the posting as a whole. */
  oneRole: boolean;
}) {
  const words = PANEL_WORDS[posting];
  const fetcher = useFetcher<Reply>();
  useReplyToast(fetcher);
  const busy = fetcher.state !== "idle";
  const { formProps, dialog } = useConfirmBeforeSubmit(fetcher.submit, (submitter) =>
    submitter?.getAttribute("value") === "fill" && words.confirmFill ? words.confirmFill : words.confirmClose,
  );
  return (
    <fetcher.Form method="post" action={action} className="grid gap-2" {...formProps}>
      <p className="text-xs text-muted-foreground">Closing tells everyone still waiting for your answer.</p>
      <div className="flex flex-wrap gap-2">
        {oneRole ? (
          <Button type="submit" name="intent" value="fill" variant="outline" size="sm" disabled={busy}>
            Role filled
          </Button>
        ) : null}
        <Button type="submit" name="intent" value="close" variant="outline" size="sm" disabled={busy}>
          {words.close}
        </Button>
      </div>
      {dialog}
    </fetcher.Form>
  );
}
