import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { toast } from "~/components/ui/toast";
import { GENDER_LABELS } from "~/constants/auditions";
import { APPLICANT_STATUS_LABELS } from "~/features/postings/application-status";
import type { AttachableItem } from "~/features/postings/attachable-portfolio.server";
import { ApplyPanel } from "~/features/postings/components/apply-panel";
import { HeldNotice } from "~/features/postings/components/held-notice";
import { PosterPanel } from "~/features/postings/components/poster-panel";
import { RoleList } from "~/features/postings/components/role-list";
import { payBadge, payWords } from "~/features/postings/pay-words";
import { POSTING_KIND_DEFINITIONS } from "~/features/postings/posting-kinds";
import { postingEditPath } from "~/features/postings/posting-path";
import { PostingBackerPanel } from "~/features/productions/components/posting-backer-badge";
import { formatAuditionDate } from "~/lib/dates";
import { AUDITION_MESSAGES, EXPERIENCE_LABELS } from "../audition-messages";
import type { AuditionDetail as AuditionDetailData } from "../get-audition.server";
import { AuditionDayBadge } from "./audition-badges";

/** One audition, whole: what the list's card shows, its description, and what this viewer may do with it. */
export function AuditionDetail({
  audition,
  now,
  signedIn,
  portfolio,
  actions,
  report,
}: {
  audition: AuditionDetailData;
  now: string;
  signedIn: boolean;
  /** The viewer's portfolio items, which the Apply form offers to attach. */
  portfolio: AttachableItem[];
  actions?: ReactNode;
  /** The Report control, from the route (reports are another feature). */
  report?: ReactNode;
}) {
  const completed = audition.status === "completed";
  return (
    <div className="mx-auto grid max-w-[1100px] gap-6 px-4 py-8 sm:px-6">
      <Link
        to={`/auditions${completed ? "?tab=completed" : ""}`}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <Icon name="arrow-left" className="size-4" /> All auditions
      </Link>
      <article className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="grid content-start gap-5">
          <header className="grid gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{audition.type}</Badge>
              <Badge variant="outline">{payBadge(audition.pay)}</Badge>
              <AuditionDayBadge date={audition.date} now={now} />
            </div>
            <h1 className="text-3xl font-bold tracking-tight">{audition.title}</h1>
            <p className="text-lg text-muted-foreground">
              {audition.project} · {audition.company}
            </p>
          </header>
          <HeldNotice held={audition.held} />
          <PostingBackerPanel backer={audition.backer} />
          <ul className="grid gap-2 text-sm sm:grid-cols-2">
            <li className="flex items-center gap-2">
              <Icon name="calendar" className="size-4 text-primary" />
              <time dateTime={audition.date}>{formatAuditionDate(audition.date)}</time>
            </li>
            <li className="flex items-center gap-2">
              {audition.type === "Online" ? (
                <Icon name="video" className="size-4 text-primary" />
              ) : (
                <Icon name="map-pin" className="size-4 text-primary" />
              )}
              {audition.location}
            </li>
            <li className="flex items-center gap-2 font-semibold sm:col-span-2">
              <Icon name="indian-rupee" className="size-4 shrink-0 text-primary" />
              <span className="sr-only">Pay: </span>
              {payWords(audition.pay)}
            </li>
            <li>
              <span className="text-muted-foreground">Experience:</span>{" "}
              {EXPERIENCE_LABELS[audition.experience]}
            </li>
            <li>
              <span className="text-muted-foreground">Gender:</span> {GENDER_LABELS[audition.gender]}
            </li>
          </ul>
          {audition.description ? (
            <section>
              <h2 className="mb-2 text-lg font-semibold">About the audition</h2>
              <p className="whitespace-pre-line text-muted-foreground">{audition.description}</p>
            </section>
          ) : null}
          <RoleList roles={audition.roleDetails} />
          {audition.poster ? (
            <p className="text-sm text-muted-foreground">
              Posted by{" "}
              <Link
                to={`/u/${audition.poster.username}`}
                className="font-medium text-foreground hover:underline"
              >
                {audition.poster.name}
              </Link>
            </p>
          ) : null}
          {report}
        </div>
        <aside className="grid content-start gap-4">
          {audition.mine ? (
            <PosterPanel
              posting={{ kind: "audition", id: audition.id }}
              applicantCount={audition.applicantCount ?? 0}
              closed={audition.closedAt !== null}
              castsRoles={audition.roleDetails.length > 0}
            >
              {audition.closedAt === null ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={postingEditPath({ kind: "audition", id: audition.id })}>Edit audition</Link>
                </Button>
              ) : null}
            </PosterPanel>
          ) : null}
          {completed || audition.closedAt ? (
            <Card>
              <CardContent className="pt-6 text-sm text-muted-foreground">
                {completed
                  ? `This audition took place on ${formatAuditionDate(audition.date)}.`
                  : CLOSED_WORDS[audition.closedReason ?? "closed"]}
                {audition.myApplication
                  ? ` Your application: ${APPLICANT_STATUS_LABELS[audition.myApplication]}.`
                  : ""}
              </CardContent>
            </Card>
          ) : (
            <>
              {audition.meetingUrl ? <JoinVirtualAudition url={audition.meetingUrl} /> : null}
              {audition.mine ? null : (
                <ApplyPanel
                  action={`/auditions/${audition.id}`}
                  signedIn={signedIn}
                  open
                  mine={{
                    status: audition.myApplication,
                    note: audition.myNote,
                    noteEditable: audition.myNoteEditable,
                    history: audition.myHistory,
                    roles: audition.myRoles,
                    messageTo: audition.myMessageTo,
                  }}
                  roles={audition.roleDetails
                    .filter((role) => !role.filled)
                    .map((role) => ({ id: role.id, name: role.name }))}
                  posting="audition"
                  audience={POSTING_KIND_DEFINITIONS.audition.answeredBy}
                  notePlaceholder="Your availability, languages, anything the casting team should know..."
                  portfolio={portfolio}
                />
              )}
              {actions ? <div className="flex gap-2">{actions}</div> : null}
            </>
          )}
        </aside>
      </article>
    </div>
  );
}

const CLOSED_WORDS = {
  closed: "Its poster has closed this audition: it is no longer taking applications.",
  filled: "The role has been filled: this audition is no longer taking applications.",
  lapsed: "This audition has closed: it is no longer taking applications.",
} as const;

function JoinVirtualAudition({ url }: { url: string }) {
  return (
    <Button asChild size="lg">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => toast.info(AUDITION_MESSAGES.joining)}
      >
        <Icon name="video" className="size-4" /> Join Virtual Audition
      </a>
    </Button>
  );
}
