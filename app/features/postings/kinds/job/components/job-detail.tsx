import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { AttachableItem } from "~/features/postings/attachable-portfolio.server";
import { ApplyPanel } from "~/features/postings/components/apply-panel";
import { HeldNotice } from "~/features/postings/components/held-notice";
import { PosterPanel } from "~/features/postings/components/poster-panel";
import type { MyApplicationState } from "~/features/postings/my-application.server";
import { payWords } from "~/features/postings/pay-words";
import { POSTING_KIND_DEFINITIONS } from "~/features/postings/posting-kinds";
import { postingEditPath } from "~/features/postings/posting-path";
import { PostingBackerPanel } from "~/features/productions/components/posting-backer-badge";
import { formatAuditionDate } from "~/lib/dates";
import { relativeTime } from "~/lib/relative-time";
import { jobPlace } from "../job-place";
import type { JobDetail as JobDetailData } from "../list-jobs.server";
import { JobDeadlineBadge } from "./job-badges";

type JobForPage = Omit<JobDetailData, "posterId"> & { mine: boolean; applicantCount: number | null };

/** One job, whole: pay up front, the work, what it asks for, who posted it, and what this viewer may do. */
export function JobDetail({
  job,
  myApplication,
  now,
  signedIn,
  portfolio,
  actions,
  report,
}: {
  job: JobForPage;
  myApplication: MyApplicationState;
  now: string;
  signedIn: boolean;
  /** The viewer's portfolio items, which the Apply form offers to attach. */
  portfolio: AttachableItem[];
  actions?: ReactNode;
  /** The Report control, from the route (reports are another feature). */
  report?: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-[1100px] gap-6 px-4 py-8 sm:px-6">
      <Link
        to="/jobs"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <Icon name="arrow-left" className="size-4" /> All jobs
      </Link>
      <article className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="grid content-start gap-5">
          <header className="grid gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{job.type}</Badge>
              <Badge variant="outline">{job.category}</Badge>
              {job.featured ? <Badge>Featured</Badge> : null}
              <JobDeadlineBadge deadline={job.deadline} open={job.open} now={now} />
            </div>
            <h1 className="text-3xl font-bold tracking-tight">{job.title}</h1>
            <p className="text-lg text-muted-foreground">{job.company}</p>
          </header>
          <HeldNotice held={job.held} />
          <PostingBackerPanel backer={job.backer} />
          <ul className="grid gap-2 text-sm sm:grid-cols-2">
            {/* A whole row: an unpaid job's note of what is offered may run long. */}
            <li className="flex items-center gap-2 font-semibold sm:col-span-2">
              <Icon name="indian-rupee" className="size-4 shrink-0 text-primary" />
              <span className="sr-only">Pay: </span>
              {payWords(job.pay)}
            </li>
            <li className="flex items-center gap-2">
              <Icon name="map-pin" className="size-4 text-primary" />
              {jobPlace(job)}
            </li>
            <li className="flex items-center gap-2">
              <Icon name="calendar" className="size-4 text-primary" />
              <span>
                Apply by <time dateTime={job.deadline}>{formatAuditionDate(job.deadline)}</time>
              </span>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="briefcase" className="size-4 text-primary" />
              <span>
                Posted{" "}
                <time dateTime={job.createdAt}>
                  {relativeTime(new Date(job.createdAt), new Date(now)).toLowerCase()}
                </time>
              </span>
            </li>
          </ul>
          <section className="grid gap-2">
            <h2 className="text-lg font-semibold">About the job</h2>
            <p className="whitespace-pre-line text-muted-foreground">{job.description}</p>
          </section>
          {job.requirements.length > 0 ? (
            <section className="grid gap-2">
              <h2 className="text-lg font-semibold">Requirements</h2>
              <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
                {job.requirements.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {job.poster ? (
            <p className="text-sm text-muted-foreground">
              Posted by{" "}
              <Link to={`/u/${job.poster.username}`} className="font-medium text-foreground hover:underline">
                {job.poster.name}
              </Link>
            </p>
          ) : null}
          {report}
        </div>
        <aside className="grid content-start gap-4">
          {job.mine ? (
            <PosterPanel
              posting={{ kind: "job", id: job.id }}
              applicantCount={job.applicantCount ?? 0}
              closed={job.closedAt !== null}
            >
              <Button asChild variant="outline" size="sm">
                <Link to={postingEditPath({ kind: "job", id: job.id })}>Edit job</Link>
              </Button>
            </PosterPanel>
          ) : (
            <ApplyPanel
              action={`/jobs/${job.id}`}
              signedIn={signedIn}
              open={job.open}
              mine={myApplication}
              posting="job"
              audience={POSTING_KIND_DEFINITIONS.job.answeredBy}
              notePlaceholder="Why you, your availability, links to your work..."
              portfolio={portfolio}
            />
          )}
          {job.open ? null : (
            <Card>
              <CardContent className="pt-6 text-sm text-muted-foreground">
                This job is no longer taking applications.
              </CardContent>
            </Card>
          )}
          {actions ? <div className="flex gap-2">{actions}</div> : null}
        </aside>
      </article>
    </div>
  );
}
