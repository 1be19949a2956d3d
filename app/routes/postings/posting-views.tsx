import { ShareButton } from "~/components/share-button";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { AuditionDetail } from "~/features/postings/kinds/audition/components/audition-detail";
import { JobDetail } from "~/features/postings/kinds/job/components/job-detail";
import { ProjectDetail } from "~/features/postings/kinds/project/components/project-detail";
import { POSTING_KIND_DEFINITIONS } from "~/features/postings/posting-kinds";
import { ReportButton } from "~/features/reports/components/report-button";
import type { auditionPageData } from "./audition-page.server";
import type { jobPageData } from "./job-page.server";
import type { projectPageData } from "./project-page.server";

/**
 * Each kind's own page, with the parts every posting page has: save, share,
 * and report (for a signed-in member who is not its poster). Drawn at
 * /auditions/{id} and the like, and at the list's ?id= address.
 */
export function AuditionView({
  audition,
  now,
  signedIn,
  saved,
  portfolio,
}: Awaited<ReturnType<typeof auditionPageData>>) {
  return (
    <AuditionDetail
      audition={audition}
      now={now}
      signedIn={signedIn}
      portfolio={portfolio}
      actions={
        <>
          <FavoriteButton
            kind="audition"
            itemId={String(audition.id)}
            initialSaved={saved}
            label={audition.title}
          />
          <ShareButton
            payload={(origin) => POSTING_KIND_DEFINITIONS.audition.share(origin, audition)}
            label={audition.title}
          />
        </>
      }
      report={
        signedIn && !audition.mine ? (
          <ReportButton action={`/auditions/${audition.id}`} what="this audition" />
        ) : null
      }
    />
  );
}

export function JobView({
  job,
  myApplication,
  now,
  signedIn,
  saved,
  portfolio,
}: Awaited<ReturnType<typeof jobPageData>>) {
  return (
    <JobDetail
      job={job}
      myApplication={myApplication}
      now={now}
      signedIn={signedIn}
      portfolio={portfolio}
      actions={
        <>
          <FavoriteButton kind="job" itemId={String(job.id)} initialSaved={saved} label={job.title} />
          <ShareButton
            payload={(origin) => POSTING_KIND_DEFINITIONS.job.share(origin, job)}
            label={job.title}
          />
        </>
      }
      report={signedIn && !job.mine ? <ReportButton action={`/jobs/${job.id}`} what="this job" /> : null}
    />
  );
}

export function ProjectView({
  project,
  collaborators,
  myApplication,
  signedIn,
  saved,
  portfolio,
}: Awaited<ReturnType<typeof projectPageData>>) {
  return (
    <ProjectDetail
      project={project}
      collaborators={collaborators}
      myApplication={myApplication}
      signedIn={signedIn}
      portfolio={portfolio}
      actions={
        <>
          <FavoriteButton
            kind={POSTING_KIND_DEFINITIONS.project.favoriteType}
            itemId={String(project.id)}
            initialSaved={saved}
            label={project.title}
          />
          <ShareButton
            payload={(origin) => POSTING_KIND_DEFINITIONS.project.share(origin, project)}
            label={project.title}
          />
        </>
      }
      report={
        signedIn && !project.mine ? (
          <ReportButton action={`/collaboration/${project.id}`} what="this project" />
        ) : null
      }
    />
  );
}

/** Whichever kind's page the data is for. */
export const POSTING_VIEWS = { audition: AuditionView, job: JobView, project: ProjectView };
