import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { formatAuditionDate, formatLongDate } from "~/lib/dates";
import { relativeTime } from "~/lib/relative-time";
import { cn } from "~/lib/utils";
import {
  APPLICANT_STATUS_LABELS,
  type ApplicationStatus,
  isWaiting,
  nextStepWords,
} from "../application-status";
import type { MyApplication } from "../my-applications.server";
import { POSTING_KIND_DEFINITIONS } from "../posting-kinds";

const STATUS_TONE: Partial<Record<ApplicationStatus, string>> = {
  shortlisted: "border-amber-500/60 text-amber-700 dark:text-amber-300",
  accepted: "border-green-600/60 text-green-700 dark:text-green-300",
  hired: "border-green-600/60 text-green-700 dark:text-green-300",
};

/** Every application the member has made, newest first, with where it stands and how it got there. */
export function MyApplicationsPage({ applications, now }: { applications: MyApplication[]; now: string }) {
  const waiting = applications.filter((application) => isWaiting(application.status)).length;
  return (
    <div className="mx-auto grid max-w-[900px] gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">My applications</h1>
        <p className="text-muted-foreground">
          {applications.length === 0
            ? "You have not applied to anything yet."
            : `${applications.length} in all, ${waiting} waiting for an answer.`}
        </p>
      </header>
      {applications.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <p className="text-muted-foreground">
            Find an audition that suits you and apply with your profile.
          </p>
          <Button asChild>
            <Link to="/auditions">Browse auditions</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label="My applications">
          {applications.map((application) => (
            <li key={application.id} className="grid gap-3 rounded-lg border bg-card p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <Link to={application.posting.link} className="text-lg font-semibold hover:underline">
                    {application.posting.title}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {application.posting.subtitle} ·{" "}
                    {POSTING_KIND_DEFINITIONS[application.posting.kind].dateWords}
                    {formatAuditionDate(application.posting.date)}
                  </p>
                </div>
                <Badge
                  variant="outline"
                  className={cn(STATUS_TONE[application.status])}
                  data-testid="my-application-status"
                >
                  {APPLICANT_STATUS_LABELS[application.status]}
                </Badge>
              </div>
              <div className="grid gap-2 text-sm">
                {application.castAs.length > 0 ? (
                  <p className="font-medium">Cast as {application.castAs.join(", ")}</p>
                ) : null}
                <p className="text-muted-foreground">
                  {nextStepWords(
                    application.status,
                    POSTING_KIND_DEFINITIONS[application.posting.kind].answeredBy,
                  )}
                </p>
                {application.messageTo !== null ? (
                  <Button asChild size="sm" className="justify-self-start">
                    <Link to={`/new-message?recipient=${application.messageTo}`}>
                      Message the {POSTING_KIND_DEFINITIONS[application.posting.kind].answeredBy}
                    </Link>
                  </Button>
                ) : null}
              </div>
              <details className="text-sm">
                <summary className="cursor-pointer text-muted-foreground">
                  Applied {relativeTime(new Date(application.appliedAt), new Date(now)).toLowerCase()} ·
                  history
                </summary>
                <ol className="mt-2 grid gap-1 border-l pl-4" aria-label="Application history">
                  {application.history.map((event) => (
                    <li key={`${event.status}-${event.at}`}>
                      {APPLICANT_STATUS_LABELS[event.status]} · {formatLongDate(new Date(event.at))}
                    </li>
                  ))}
                </ol>
                {application.note ? (
                  <p className="mt-2 whitespace-pre-line text-muted-foreground">
                    Your note: {application.note}
                  </p>
                ) : null}
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
