import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Icon } from "~/components/ui/icon";
import { Label, NativeSelect } from "~/components/ui/input";
import { Link } from "~/components/ui/link";
import { PROJECT_STAGES, PROJECT_STATUS_LABELS } from "~/constants/collaboration";
import type { AttachableItem } from "~/features/postings/attachable-portfolio.server";
import { ApplyPanel, JOIN_WORDS } from "~/features/postings/components/apply-panel";
import { HeldNotice } from "~/features/postings/components/held-notice";
import { PosterPanel } from "~/features/postings/components/poster-panel";
import { RoleList } from "~/features/postings/components/role-list";
import type { MyApplicationState } from "~/features/postings/my-application.server";
import { payWords } from "~/features/postings/pay-words";
import { POSTING_KIND_DEFINITIONS } from "~/features/postings/posting-kinds";
import { postingEditPath } from "~/features/postings/posting-path";
import type { PostingRole } from "~/features/postings/posting-roles.server";
import { PostingBackerPanel } from "~/features/productions/components/posting-backer-badge";
import { formatLongDate } from "~/lib/dates";
import { useReplyToast } from "~/lib/use-reply-toast";
import type { Collaborator, ProjectCard } from "../list-projects.server";
import { ProjectStatusBadge } from "./project-status-badge";

type ProjectForPage = ProjectCard & {
  mine: boolean;
  applicantCount: number | null;
  roleDetails: PostingRole[];
};

/** One project, whole: what it is, who started it, who is on it, who it looks for, and what this viewer may do. */
export function ProjectDetail({
  project,
  collaborators,
  myApplication,
  signedIn,
  portfolio,
  actions,
  report,
}: {
  project: ProjectForPage;
  collaborators: Collaborator[];
  myApplication: MyApplicationState;
  signedIn: boolean;
  /** The viewer's portfolio items, which the Apply form offers to attach. */
  portfolio: AttachableItem[];
  actions?: ReactNode;
  /** The Report control, from the route (reports are another feature). */
  report?: ReactNode;
}) {
  const open = project.status !== "completed";
  const openRoles = project.roleDetails.filter((role) => !role.filled);
  // With roles, and every one filled, nobody is looked for: it takes no more requests until it is completed.
  const everyRoleFilled = project.roleDetails.length > 0 && openRoles.length === 0;
  return (
    <div className="mx-auto grid max-w-[1100px] gap-6 px-4 py-8 sm:px-6">
      <Link
        to="/collaboration"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <Icon name="arrow-left" className="size-4" /> All projects
      </Link>
      <article className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="grid content-start gap-5">
          <header className="grid gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{project.category}</Badge>
              <ProjectStatusBadge status={project.status} />
            </div>
            <h1 className="text-3xl font-bold tracking-tight">{project.title}</h1>
            {project.creator ? (
              <p className="flex items-center gap-2 text-muted-foreground">
                <FallbackImage
                  src={project.creator.avatar}
                  alt=""
                  className="size-8 rounded-full object-cover"
                />
                <span>
                  Created by{" "}
                  <Link
                    to={`/profile/${project.creator.profileId}`}
                    className="font-medium text-foreground hover:underline"
                  >
                    {project.creator.name}
                  </Link>
                  {project.creator.role ? `, ${project.creator.role}` : null}
                </span>
              </p>
            ) : null}
          </header>
          <HeldNotice held={project.held} />
          <PostingBackerPanel backer={project.backer} />
          <ul className="grid gap-2 text-sm sm:grid-cols-2">
            <li className="flex items-center gap-2 font-semibold sm:col-span-2">
              <Icon name="indian-rupee" className="size-4 shrink-0 text-primary" />
              <span className="sr-only">Pay: </span>
              {payWords(project.pay)}
            </li>
            <li className="flex items-center gap-2">
              <Icon name="users" className="size-4 text-primary" />
              {project.collaborators === 1 ? "1 collaborator" : `${project.collaborators} collaborators`}
            </li>
            {project.location ? (
              <li className="flex items-center gap-2">
                <Icon name="map-pin" className="size-4 text-primary" />
                {project.location}
              </li>
            ) : null}
            <li className="flex items-center gap-2">
              <Icon name="calendar" className="size-4 text-primary" />
              <span>
                Posted <time dateTime={project.createdAt}>{formatLongDate(new Date(project.createdAt))}</time>
              </span>
            </li>
          </ul>
          <section className="grid gap-2">
            <h2 className="text-lg font-semibold">About the project</h2>
            <p className="whitespace-pre-line text-muted-foreground">{project.description}</p>
          </section>
          <RoleList roles={project.roleDetails} heading="Looking for" />
          <section className="grid gap-3" aria-labelledby="project-collaborators">
            <h2 id="project-collaborators" className="text-lg font-semibold">
              Collaborators
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {collaborators.map((person) => (
                <li key={person.profileId} className="flex items-center gap-3 rounded-lg border bg-card p-3">
                  <FallbackImage src={person.avatar} alt="" className="size-10 rounded-full object-cover" />
                  <div className="min-w-0">
                    <Link
                      to={`/profile/${person.profileId}`}
                      className="block truncate font-medium hover:underline"
                    >
                      {person.name}
                    </Link>
                    <p className="truncate text-sm text-muted-foreground">
                      {person.isCreator ? "Creator" : person.role}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          {report}
        </div>
        <aside className="grid content-start gap-4">
          {project.mine ? (
            <PosterPanel
              posting={{ kind: "project", id: project.id }}
              applicantCount={project.applicantCount ?? 0}
              closed={!open}
              castsRoles={project.roleDetails.length > 0}
            >
              <StageForm projectId={project.id} stage={project.status} />
              {open ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={postingEditPath({ kind: "project", id: project.id })}>Edit project</Link>
                </Button>
              ) : null}
            </PosterPanel>
          ) : (
            <ApplyPanel
              action={`/collaboration/${project.id}`}
              signedIn={signedIn}
              open={open && !everyRoleFilled}
              mine={myApplication}
              roles={openRoles.map((role) => ({ id: role.id, name: role.name }))}
              posting="project"
              audience={POSTING_KIND_DEFINITIONS.project.answeredBy}
              notePlaceholder="What you would bring, your availability, links to your work..."
              words={JOIN_WORDS}
              portfolio={portfolio}
            />
          )}
          {open && !everyRoleFilled ? null : (
            <Card>
              <CardContent className="pt-6 text-sm text-muted-foreground">
                {open
                  ? "Every role is filled: this project is not taking requests to join."
                  : "This project is completed and no longer taking requests to join."}
              </CardContent>
            </Card>
          )}
          {actions ? <div className="flex gap-2">{actions}</div> : null}
        </aside>
      </article>
    </div>
  );
}

/** The creator moves the project between active, in development and on hold (Mark completed is the panel's). */
function StageForm({ projectId, stage }: { projectId: number; stage: string }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  useReplyToast(fetcher);
  return (
    <fetcher.Form method="post" action={`/collaboration/${projectId}`} className="grid gap-2">
      <input type="hidden" name="intent" value="stage" />
      <Label htmlFor="project-stage" className="text-xs text-muted-foreground">
        Status
      </Label>
      <div className="flex gap-2">
        <NativeSelect id="project-stage" name="stage" defaultValue={stage}>
          {PROJECT_STAGES.map((value) => (
            <option key={value} value={value}>
              {PROJECT_STATUS_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
          Save
        </Button>
      </div>
    </fetcher.Form>
  );
}
