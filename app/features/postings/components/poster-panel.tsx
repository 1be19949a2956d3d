import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { useConfirmBeforeSubmit } from "~/components/ui/confirm-dialog";
import { Link } from "~/components/ui/link";
import { useReplyToast } from "~/lib/use-reply-toast";
import type { PostingKindDefinition } from "../posting-kind-definition";
import { POSTING_KIND_DEFINITIONS, type PostingKind } from "../posting-kinds";
import { type PostingRef, postingPath } from "../posting-path";

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
        <CardTitle className="text-base">
          {POSTING_KIND_DEFINITIONS[posting.kind].posterPanel.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="text-muted-foreground">
          {POSTING_KIND_DEFINITIONS[posting.kind].posterPanel.people(applicantCount)}
        </p>
        <Button asChild>
          <Link to={`${postingPath(posting)}/applicants`}>
            {POSTING_KIND_DEFINITIONS[posting.kind].posterPanel.view}
          </Link>
        </Button>
        {closed ? null : (
          <>
            {children}
            <ClosePostingForm
              action={postingPath(posting)}
              posting={posting.kind}
              oneRole={POSTING_KIND_DEFINITIONS[posting.kind].capabilities.fillable && !castsRoles}
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
  const words: PostingKindDefinition["posterPanel"] = POSTING_KIND_DEFINITIONS[posting].posterPanel;
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
