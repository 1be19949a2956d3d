import { Flag } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Label, NativeSelect, Textarea } from "~/components/ui/input";
import { REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_REASONS } from "~/constants/reports";
import { useReplyToast } from "~/lib/use-reply-toast";

type Reply = { ok: boolean; message: string };

/**
 * "Report": opens a short form (reason and optional details) that posts to
 * `action` with intent=report. A disclosure rather than a dialog, so it works
 * before the page's code has loaded; it closes once the report is taken.
 */
export function ReportButton({
  action,
  what,
  fields = {},
}: {
  action: string;
  what: string;
  /** More hidden fields to send (which message of a conversation). */
  fields?: Record<string, string>;
}) {
  const fetcher = useFetcher<Reply>();
  // A page may show several (one per message): each form's fields need ids of their own.
  const id = useId();
  useReplyToast(fetcher);
  const disclosure = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && disclosure.current) disclosure.current.open = false;
  }, [fetcher.state, fetcher.data]);
  return (
    <details ref={disclosure} className="text-sm">
      <summary className="inline-flex cursor-pointer items-center gap-1 text-muted-foreground hover:text-foreground">
        <Flag className="size-4" aria-hidden /> Report {what}
      </summary>
      <fetcher.Form method="post" action={action} className="mt-3 grid gap-3 rounded-lg border p-3">
        <input type="hidden" name="intent" value="report" />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="grid gap-1">
          <Label htmlFor={`${id}-reason`}>Why are you reporting it?</Label>
          <NativeSelect id={`${id}-reason`} name="reason" required defaultValue="">
            <option value="" disabled>
              Choose a reason
            </option>
            {REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {REPORT_REASON_LABELS[reason]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-details`}>Details for our team (optional)</Label>
          <Textarea id={`${id}-details`} name="details" maxLength={REPORT_DETAILS_MAX} rows={3} />
        </div>
        <div>
          <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
            Send report
          </Button>
        </div>
      </fetcher.Form>
    </details>
  );
}
