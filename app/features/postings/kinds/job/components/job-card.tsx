import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { HeldBadge } from "~/features/postings/components/held-notice";
import { payWords } from "~/features/postings/pay-words";
import { postingPath } from "~/features/postings/posting-path";
import { PostingBackerMark } from "~/features/productions/components/posting-backer-badge";
import { formatAuditionDate } from "~/lib/dates";
import { relativeTime } from "~/lib/relative-time";
import { jobPlace } from "../job-place";
import type { JobCard as JobCardData } from "../list-jobs.server";
import { JobDeadlineBadge } from "./job-badges";

/**
 * One job in the list: a fixed 200 px tall card from tablet width (spec part 1),
 * its description clamped to two lines, the deadline badge, and Apply Now to
 * the job's page, where the note and the profile go with the application. The
 * page adds its own actions (Save).
 */
export function JobCard({
  job,
  now,
  actions,
  onApply,
}: {
  job: JobCardData;
  now: string;
  actions?: ReactNode;
  /** Said as Apply Now leads to the job's page (the city page's "Application started"). */
  onApply?: () => void;
}) {
  return (
    <article className="job-card">
      <div className="card-head">
        <div className="min-w-0">
          <h2 className="card-title sm:line-clamp-1">
            <Link to={postingPath({ kind: "job", id: job.id })} className="title-link">
              {job.title}
            </Link>
          </h2>
          <p className="quiet flex min-w-0 items-center gap-2">
            <span className="truncate">{job.company}</span>
            <PostingBackerMark backer={job.backer} />
          </p>
        </div>
        <div className="card-badges shrink-0 justify-end">
          {job.featured ? <Badge>Featured</Badge> : null}
          <HeldBadge held={job.held} />
          <JobDeadlineBadge deadline={job.deadline} open={job.open} now={now} />
        </div>
      </div>
      <ul className="job-card-facts">
        <li className="card-fact shrink-0">
          <Icon name="briefcase" className="size-3.5" /> {`${job.type} · ${job.category}`}
        </li>
        <li className="card-fact">
          <Icon name="map-pin" className="size-3.5 shrink-0" />{" "}
          <span className="truncate">{jobPlace(job)}</span>
        </li>
        <li className="card-fact-strong">
          <Icon name="indian-rupee" className="size-3.5 shrink-0" />
          <span className="sr-only">Pay: </span>
          <span className="truncate">{payWords(job.pay)}</span>
        </li>
      </ul>
      <p className="quiet line-clamp-2">{job.description}</p>
      <div className="card-foot">
        <p className="min-w-0 text-xs text-muted-foreground">
          <span className="block truncate">
            {"Posted "}
            <time dateTime={job.createdAt}>
              {relativeTime(new Date(job.createdAt), new Date(now)).toLowerCase()}
            </time>
          </span>
          <span className="block truncate">
            Apply by <time dateTime={job.deadline}>{formatAuditionDate(job.deadline)}</time>
          </span>
        </p>
        <div className="card-buttons">
          {actions}
          {job.open ? (
            <Button asChild size="sm">
              <Link
                to={`${postingPath({ kind: "job", id: job.id })}#apply`}
                aria-label={`Apply now: ${job.title}`}
                onClick={onApply}
              >
                Apply Now
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
