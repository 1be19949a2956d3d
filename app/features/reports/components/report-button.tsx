import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Label, NativeSelect, Textarea } from "~/components/ui/input";
import { Link } from "~/components/ui/link";
import { REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_REASONS } from "~/constants/reports";
import { useReplyToast } from "~/lib/use-reply-toast";

type Reply = { ok: boolean; message: string };

/**
 * "Report": opens a short form (reason and optional details) that posts to
 * `action` with intent=report. A disclosure rather than a dialog, so it works
 * before the page's code has loaded; it closes once the report is taken.
 *
 * On a list (the feed's posts and comments) give `elsewhere`, the page of the
 * one thing reported: the form is then drawn only when the disclosure opens,
 * instead of a hidden form on every card (decision 042: send what the cards show),
 * and a browser without JavaScript is sent to that page, which draws it.
 */
export function ReportButton({
  action,
  what,
  fields = {},
  elsewhere,
}: {
  action: string;
  what: string;
  /** More hidden fields to send (which message of a conversation). */
  fields?: Record<string, string>;
  /** On a list: the reported thing's own page, where the form is drawn without JavaScript. */
  elsewhere?: string;
}) {
  const fetcher = useFetcher<Reply>();
  useReplyToast(fetcher);
  const disclosure = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(elsewhere === undefined);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && disclosure.current) disclosure.current.open = false;
  }, [fetcher.state, fetcher.data]);
  // Opened before the page's code had loaded: draw the form now.
  useEffect(() => {
    if (disclosure.current?.open) setOpen(true);
  }, []);
  return (
    <details
      ref={disclosure}
      className="text-sm"
      onToggle={elsewhere === undefined ? undefined : (event) => event.currentTarget.open && setOpen(true)}
    >
      <summary className="inline-flex cursor-pointer items-center gap-1 text-muted-foreground hover:text-foreground">
        <Icon name="flag" className="size-4" /> {`Report ${what}`}
      </summary>
      {open ? (
        <ReportForm fetcher={fetcher} action={action} fields={fields} />
      ) : (
        <noscript>
          <Link to={elsewhere ?? action} className="mt-2 inline-block text-primary underline">
            {`Report this ${what} on its own page`}
          </Link>
        </noscript>
      )}
    </details>
  );
}

function ReportForm({
  fetcher,
  action,
  fields,
}: {
  fetcher: ReturnType<typeof useFetcher<Reply>>;
  action: string;
  fields: Record<string, string>;
}) {
  // A page may show several (one per message): each form's fields need ids of their own.
  const id = useId();
  return (
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
  );
}
