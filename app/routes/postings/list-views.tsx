import { lazy, Suspense } from "react";
import { ShareButton } from "~/components/share-button";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { auditionStatus } from "~/features/postings/kinds/audition/audition-status";
import { AuditionsPage } from "~/features/postings/kinds/audition/components/auditions-page";
import { JobAlertToggle } from "~/features/postings/kinds/job/components/job-alert-toggle";
import { JobsPage } from "~/features/postings/kinds/job/components/jobs-page";
import { CollaborationPage } from "~/features/postings/kinds/project/components/collaboration-page";
import { POSTING_KIND_DEFINITIONS } from "~/features/postings/posting-kinds";
import type { auditionsListData } from "./auditions-list.server";
import type { collaborationListData } from "./collaboration-list.server";
import type { jobsListData } from "./jobs-list.server";

// A list's ?id= address draws one posting with the page's own view (posting-views.tsx): its code (the
// apply panel and its form's validation) is fetched only then, so a list carries none of it.
const postingViews = () => import("./posting-views");
const AuditionView = lazy(() => postingViews().then((views) => ({ default: views.AuditionView })));
const JobView = lazy(() => postingViews().then((views) => ({ default: views.JobView })));
const ProjectView = lazy(() => postingViews().then((views) => ({ default: views.ProjectView })));

type ListData<Loader extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Loader>>;

/** Each kind's list page, with the save and share buttons on its cards; its ?id= address draws one posting. */
export function AuditionsList(loaderData: ListData<typeof auditionsListData>) {
  if (loaderData.view === "one")
    return (
      <Suspense>
        <AuditionView {...loaderData} />
      </Suspense>
    );
  const saved = new Set(loaderData.savedIds);
  return (
    <AuditionsPage
      {...loaderData}
      cardActions={(audition) =>
        // Completed auditions carry no action buttons (spec part 1), unless saved, so they can be unsaved.
        auditionStatus(new Date(audition.date), new Date(loaderData.now)) === "upcoming" ||
        saved.has(String(audition.id)) ? (
          <FavoriteButton
            kind="audition"
            itemId={String(audition.id)}
            initialSaved={saved.has(String(audition.id))}
            label={audition.title}
          />
        ) : null
      }
    />
  );
}

export function JobsList(loaderData: ListData<typeof jobsListData>) {
  if (loaderData.view === "one")
    return (
      <Suspense>
        <JobView {...loaderData} />
      </Suspense>
    );
  const saved = new Set(loaderData.savedIds);
  return (
    <JobsPage
      {...loaderData}
      alertToggle={
        <JobAlertToggle query={loaderData.query} alert={loaderData.alert} signedIn={loaderData.signedIn} />
      }
      postJob={
        <Button asChild variant="hero" size="lg">
          <Link to="/jobs/create">
            <Icon name="plus" className="size-4" /> Post a Job
          </Link>
        </Button>
      }
      cardActions={(job) => (
        <>
          <FavoriteButton
            kind="job"
            itemId={String(job.id)}
            initialSaved={saved.has(String(job.id))}
            label={job.title}
          />
          <ShareButton
            payload={(origin) => POSTING_KIND_DEFINITIONS.job.share(origin, job)}
            label={job.title}
          />
        </>
      )}
    />
  );
}

export function CollaborationList(loaderData: ListData<typeof collaborationListData>) {
  if (loaderData.view === "one")
    return (
      <Suspense>
        <ProjectView {...loaderData} />
      </Suspense>
    );
  const saved = new Set(loaderData.savedIds);
  return (
    <CollaborationPage
      {...loaderData}
      cardActions={(project) => (
        <>
          <FavoriteButton
            kind={POSTING_KIND_DEFINITIONS.project.favoriteType}
            itemId={String(project.id)}
            initialSaved={saved.has(String(project.id))}
            label={project.title}
          />
          <ShareButton
            payload={(origin) => POSTING_KIND_DEFINITIONS.project.share(origin, project)}
            label={project.title}
          />
        </>
      )}
    />
  );
}

export const POSTING_LISTS = { audition: AuditionsList, job: JobsList, project: CollaborationList };
