import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useReplyToast } from "~/lib/use-reply-toast";

type Reply = { ok: boolean; message: string };

/**
 * The poster's Role filled and Close buttons. Closing cannot be undone and
 * tells every waiting applicant (app/features/applications/close-posting.server.ts),
 * so the browser asks once more first.
 */
export function ClosePostingForm({ action, posting }: { action: string; posting: "audition" | "job" }) {
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
