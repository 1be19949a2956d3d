import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { useReplyToast } from "~/lib/use-reply-toast";
import { type PostingRef, postingPath } from "../posting-path";

type Reply = { ok: boolean; message: string };

/**
 * The poster's side of their own audition or job: how many applied, the way
 * to the applicants page, and while it is open the posting's own controls
 * (`children`, such as Edit) and Role filled and Close.
 */
export function PosterPanel({
  posting,
  applicantCount,
  closed,
  children,
}: {
  posting: PostingRef;
  applicantCount: number;
  closed: boolean;
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">You posted this {posting.kind}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="text-muted-foreground">
          {applicantCount === 1 ? "1 person has" : `${applicantCount} people have`} applied so far.
        </p>
        <Button asChild>
          <Link to={`${postingPath(posting)}/applicants`}>View applicants</Link>
        </Button>
        {closed ? null : (
          <>
            {children}
            <ClosePostingForm action={postingPath(posting)} posting={posting.kind} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The poster's Role filled and Close buttons. Closing cannot be undone and
 * tells every waiting applicant (app/features/applications/close-posting.server.ts),
 * so the browser asks once more first.
 */
function ClosePostingForm({ action, posting }: { action: string; posting: "audition" | "job" }) {
  const fetcher = useFetcher<Reply>();
  useReplyToast(fetcher);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={action}
      className="grid gap-2"
      onSubmit={(event) => {
        if (!window.confirm(`Close this ${posting}? Everyone still waiting will be told.`))
          event.preventDefault();
      }}
    >
      <p className="text-xs text-muted-foreground">Closing tells everyone still waiting for your answer.</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="fill" variant="outline" size="sm" disabled={busy}>
          Role filled
        </Button>
        <Button type="submit" name="intent" value="close" variant="outline" size="sm" disabled={busy}>
          Close {posting}
        </Button>
      </div>
    </fetcher.Form>
  );
}
