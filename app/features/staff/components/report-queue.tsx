import { Link, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { useConfirmBeforeSubmit } from "~/components/ui/confirm-dialog";
import type { REPORT_DECISIONS } from "~/constants/reports";
import { useReplyToast } from "~/lib/use-reply-toast";
import type { OpenReport } from "../moderate-reports.server";

type Reply = { ok: boolean; message: string };

const DECISIONS = [
  { decision: "dismiss", label: "Dismiss", variant: "outline" },
  { decision: "warn", label: "Warn", variant: "outline" },
  { decision: "suspend", label: "Suspend", variant: "destructive" },
] as const satisfies { decision: (typeof REPORT_DECISIONS)[number]; label: string; variant: string }[];

/** The staff queue (issue 12): each open report with what it is about, and the three decisions. */
export function ReportQueue({ reports }: { reports: OpenReport[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Reports to review ({reports.length})</CardTitle>
      </CardHeader>
      <CardContent>
        {reports.length === 0 ? (
          <p className="text-sm text-muted-foreground">No open reports.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Open reports">
            {reports.map((report) => (
              <ReportRow key={report.id} report={report} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ReportRow({ report }: { report: OpenReport }) {
  const fetcher = useFetcher<Reply>();
  useReplyToast(fetcher);
  const { subject } = report;
  const owner = subject.ownerName ?? "nobody (no account)";
  // Only suspending is asked about: it signs the owner out everywhere; dismissing and warning are light.
  const { formProps, dialog } = useConfirmBeforeSubmit(fetcher.submit, (submitter) =>
    submitter?.getAttribute("value") === "suspend"
      ? {
          title: `Suspend ${owner}?`,
          description:
            "They are signed out everywhere, and everything they made is hidden until the suspension is lifted; anyone who applied to their postings is told they were withdrawn.",
          confirmLabel: "Suspend",
        }
      : null,
  );
  return (
    <li className="grid gap-2 rounded-lg border p-4">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="outline">{subject.kind}</Badge>
        <span className="font-medium">{report.reason}</span>
        <span className="text-muted-foreground">
          reported by {report.reporter} on{" "}
          <time dateTime={report.createdAt}>{report.createdAt.slice(0, 10)}</time>
        </span>
      </p>
      <p className="text-sm">
        {subject.link ? (
          <Link to={subject.link} className="font-medium hover:underline">
            {subject.text}
          </Link>
        ) : (
          <q className="break-words whitespace-pre-wrap">{subject.text}</q>
        )}{" "}
        <span className="text-muted-foreground">by {owner}</span>
      </p>
      {report.details ? <p className="rounded-md bg-muted/60 p-2 text-sm">{report.details}</p> : null}
      <fetcher.Form method="post" className="flex flex-wrap gap-2" {...formProps}>
        <input type="hidden" name="report" value={report.id} />
        {DECISIONS.map(({ decision, label, variant }) => (
          <Button
            key={decision}
            type="submit"
            name="decision"
            value={decision}
            size="sm"
            variant={variant}
            disabled={fetcher.state !== "idle"}
          >
            {label}
            {decision === "dismiss" || !subject.ownerName ? "" : ` ${subject.ownerName}`}
          </Button>
        ))}
        {dialog}
      </fetcher.Form>
    </li>
  );
}
