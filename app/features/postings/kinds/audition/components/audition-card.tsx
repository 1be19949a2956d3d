import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { HeldBadge } from "~/features/postings/components/held-notice";
import { MyApplicationBadge } from "~/features/postings/components/my-application-badge";
import { payBadge } from "~/features/postings/pay-words";
import { postingPath } from "~/features/postings/posting-path";
import { PostingBackerLine } from "~/features/productions/components/posting-backer-badge";
import { formatAuditionDate } from "~/lib/dates";
import type { AuditionCard as AuditionCardData } from "../list-auditions.server";
import { AuditionDayBadge } from "./audition-badges";

/** Roles shown on a card before "+N more". */
const ROLES_ON_CARD = 3;

/** One audition in a list: what, when, where, who is casting; the page adds its own actions (Save). */
export function AuditionCard({
  audition,
  now,
  actions,
}: {
  audition: AuditionCardData;
  now: string;
  actions?: ReactNode;
}) {
  const extraRoles = audition.roles.length - ROLES_ON_CARD;
  return (
    <article className="posting-card p-6">
      <div className="card-badges gap-2">
        <Badge variant="secondary">
          {audition.type === "Online" ? <Icon name="video" className="mr-1 size-3" /> : null}
          {audition.type}
        </Badge>
        <Badge variant="outline">{payBadge(audition.pay)}</Badge>
        <AuditionDayBadge date={audition.date} now={now} />
        {audition.mine ? <Badge variant="outline">Posted by you</Badge> : null}
        <HeldBadge held={audition.held} />
        {audition.myApplication ? <MyApplicationBadge status={audition.myApplication} /> : null}
      </div>
      <div>
        <h2 className="text-lg font-semibold leading-snug">
          <Link to={postingPath({ kind: "audition", id: audition.id })} className="title-link">
            {audition.title}
          </Link>
        </h2>
        <p className="quiet">{`${audition.project} · ${audition.company}`}</p>
        <PostingBackerLine backer={audition.backer} className="mt-1" />
      </div>
      <ul className="quiet grid gap-1">
        <li className="flex items-center gap-2">
          <Icon name="calendar" className="size-4 shrink-0" />
          <time dateTime={audition.date}>{formatAuditionDate(audition.date)}</time>
        </li>
        <li className="flex items-center gap-2">
          <Icon name="map-pin" className="size-4 shrink-0" />
          {audition.location}
        </li>
      </ul>
      {audition.roles.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Roles">
          {audition.roles.slice(0, ROLES_ON_CARD).map((role) => (
            <li key={role} className="chip">
              {role}
            </li>
          ))}
          {extraRoles > 0 ? (
            <li className="px-1 py-0.5 text-xs text-muted-foreground">+{extraRoles} more</li>
          ) : null}
        </ul>
      ) : null}
      <div className="card-foot pt-2">
        {audition.poster ? (
          <p className="text-xs text-muted-foreground">
            {"Posted by "}
            <Link to={`/u/${audition.poster.username}`} className="name-link">
              {audition.poster.name}
            </Link>
          </p>
        ) : (
          <span />
        )}
        <div className="card-buttons">
          {actions}
          <Link
            to={postingPath({ kind: "audition", id: audition.id })}
            className="text-sm font-medium text-primary hover:underline"
            aria-label={`View details: ${audition.title}`}
          >
            View details
          </Link>
        </div>
      </div>
    </article>
  );
}
