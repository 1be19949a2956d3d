import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { HeldBadge } from "~/features/postings/components/held-notice";
import { payBadge } from "~/features/postings/pay-words";
import { postingPath } from "~/features/postings/posting-path";
import { PostingBackerLine } from "~/features/productions/components/posting-backer-badge";
import { relativeTime } from "~/lib/relative-time";
import type { ProjectCard as ProjectCardData } from "../list-projects.server";
import { ProjectStatusBadge } from "./project-status-badge";

/** The spec's rule for the city page's cards: at most three "looking for" tags, then +N. */
export const LOOKING_FOR_SHOWN = 3;

/**
 * One project: what it is, who started it, who it is looking for (three tags,
 * then +N), how many are on it, and the way to ask to join. The page adds
 * its own actions (Save, Share).
 */
export function ProjectCard({
  project,
  now,
  actions,
}: {
  project: ProjectCardData;
  now: string;
  actions?: ReactNode;
}) {
  const hidden = project.lookingFor.length - LOOKING_FOR_SHOWN;
  return (
    <article className="posting-card">
      <div className="card-badges">
        <Badge variant="secondary">{project.category}</Badge>
        <ProjectStatusBadge status={project.status} />
        <HeldBadge held={project.held} />
      </div>
      <div className="min-w-0">
        <h2 className="card-title">
          <Link to={postingPath({ kind: "project", id: project.id })} className="title-link">
            {project.title}
          </Link>
        </h2>
        {project.creator ? (
          <p className="quiet mt-1 flex items-center gap-2">
            <FallbackImage src={project.creator.avatar} alt="" className="size-6 rounded-full object-cover" />
            <span className="truncate">
              {"by "}
              <Link to={`/profile/${project.creator.profileId}`} className="name-link">
                {project.creator.name}
              </Link>
              {project.creator.role ? `, ${project.creator.role}` : null}
            </span>
          </p>
        ) : null}
        <PostingBackerLine backer={project.backer} className="mt-1" />
      </div>
      <p className="quiet line-clamp-3">{project.description}</p>
      {project.lookingFor.length > 0 ? (
        <div>
          <p className="sr-only">Looking for</p>
          <ul className="flex flex-wrap gap-1.5" aria-label="Looking for">
            {project.lookingFor.slice(0, LOOKING_FOR_SHOWN).map((role) => (
              <li key={role} className="chip-primary">
                {role}
              </li>
            ))}
            {hidden > 0 ? (
              <li className="chip font-medium text-muted-foreground">
                <span aria-hidden>{`+${hidden}`}</span>
                <span className="sr-only">{`and ${hidden} more`}</span>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <ul className="card-facts">
        <li className="card-fact-strong">
          <Icon name="indian-rupee" className="size-3.5 shrink-0" />
          <span className="sr-only">Pay: </span>
          <span className="truncate">{payBadge(project.pay)}</span>
        </li>
        <li className="card-fact">
          <Icon name="users" className="size-3.5" />
          {project.collaborators === 1 ? "1 collaborator" : `${project.collaborators} collaborators`}
        </li>
        {project.location ? (
          <li className="card-fact">
            <Icon name="map-pin" className="size-3.5 shrink-0" />
            <span className="truncate">{project.location}</span>
          </li>
        ) : null}
        <li>
          {"Posted "}
          <time dateTime={project.createdAt}>
            {relativeTime(new Date(project.createdAt), new Date(now)).toLowerCase()}
          </time>
        </li>
      </ul>
      <div className="card-foot justify-end">
        {actions}
        <Button asChild size="sm" variant={project.status === "completed" ? "outline" : "default"}>
          <Link
            to={`${postingPath({ kind: "project", id: project.id })}${project.status === "completed" ? "" : "#apply"}`}
            aria-label={`${project.status === "completed" ? "View project" : "Request to Join"}: ${project.title}`}
          >
            {project.status === "completed" ? "View project" : "Request to Join"}
          </Link>
        </Button>
      </div>
    </article>
  );
}
