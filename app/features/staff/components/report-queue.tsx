import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { useConfirmBeforeSubmit } from "~/components/ui/confirm-dialog";
import { Link } from "~/components/ui/link";
import type { REPORT_DECISIONS } from "~/constants/reports";
import { formatLongDate } from "~/lib/dates";
import { useReplyToast } from "~/lib/use-reply-toast";
import type { OpenReport, ReportQueuePage } from "../moderate-reports.server";

type Reply = { ok: boolean; message: string };

const DECISIONS = [
  { decision: "dismiss", label: "Dismiss", variant: "outline" },
  { decision: "warn", label: "Warn", variant: "outline" },
  { decision: "suspend", label: "Suspend", variant: "destructive" },
] as const satisfies { decision: (typeof REPORT_DECISIONS)[number]; label: string; variant: string }[];

/**
 * The staff queue (issues 12 and 26): each reported thing once, with how many
 * reported it and why, the most reported first, a page at a time; and the
 * three decisions, which answer every open report about it.
 */
export function ReportQueue({ queue }: { queue: ReportQueuePage }) {
  const { reports, subjects, page, pages } = queue;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Reports to review ({subjects})</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {reports.length === 0 ? (
          <p className="text-sm text-muted-foreground">No open reports.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Open reports">
            {reports.map((report) => (
              <ReportRow key={report.id} report={report} />
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav aria-label="Report pages" className="flex items-center gap-3 text-sm">
            {page > 1 ? (
              <Link to={`?reports=${page - 1}`} className="text-primary hover:underline">
                Previous
              </Link>
            ) : null}
            <span className="text-muted-foreground">
              Page {page} of {pages}
            </span>
            {page < pages ? (
              <Link to={`?reports=${page + 1}`} className="text-primary hover:underline">
                Next
              </Link>
            ) : null}
          </nav>
        ) : null}
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
            "They are signed out everywhere. Everything they made is hidden until the suspension is lifted, and anyone who applied to their postings is told they were withdrawn.",
          confirmLabel: "Suspend",
        }
      : null,
  );
  return (
    <li className="grid gap-2 rounded-lg border p-4">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="outline">{subject.kind}</Badge>
        <span className="font-medium">{report.reasons.join(", ")}</span>
        <span className="text-muted-foreground">
          {report.reporters === 1
            ? `reported by ${report.reporter} on `
            : `reported by ${report.reporters} members, last by ${report.reporter} on `}
          <time dateTime={report.createdAt}>{formatLongDate(new Date(report.createdAt))}</time>
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
      {report.details.map((details, index) => (
        <p key={index} className="rounded-md bg-muted/60 p-2 text-sm">
          {details}
        </p>
      ))}
      <fetcher.Form method="post" className="flex flex-wrap gap-2" {...formProps}>
        <input type="hidden" name="intent" value="decide-report" />
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
