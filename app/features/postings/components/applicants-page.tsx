import { ArrowLeft } from "lucide-react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Input, Label, NativeSelect } from "~/components/ui/input";
import { Form, Link } from "~/components/ui/link";
import { formatAuditionDate } from "~/lib/dates";
import { isAllowedLink, LINK_HOSTS } from "~/lib/link-check";
import { relativeTime } from "~/lib/relative-time";
import { useReplyToast } from "~/lib/use-reply-toast";
import { cn } from "~/lib/utils";
import { applicantFilterSearch } from "../applicant-filter";
import { type ApplicationStatus, POSTER_STATUS_LABELS, posterMayMove } from "../application-status";
import type { Applicant, ApplicantFilter, PostingSummary } from "../posting-applicants.server";
import { POSTING_KIND_DEFINITIONS, type PostingKind } from "../posting-kinds";
import { postingPath } from "../posting-path";
import type { RoleWithCount } from "../posting-roles.server";
import { ROLE_OUTCOME_LABELS } from "../role-words";
import { RoleFillPanel } from "./role-fill-panel";

type Reply = { ok: boolean; message: string };

type Props = {
  posting: PostingSummary;
  /** An audition's roles, each with who applied for it. */
  roles: RoleWithCount[];
  applicants: Applicant[];
  counts: Partial<Record<ApplicationStatus, number>>;
  filter: ApplicantFilter;
  now: string;
};

/** The statuses the filter offers, in the order an application moves through them. */
const FILTER_STATUSES: ApplicationStatus[] = [
  "new",
  "viewed",
  "shortlisted",
  "accepted",
  "hired",
  "declined",
  "withdrawn",
  "closed",
];

const BULK_FORM_ID = "bulk-status";

export function ApplicantsPage({ posting, roles, applicants, counts, filter, now }: Props) {
  const total = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
  return (
    <div className="mx-auto grid max-w-[1100px] gap-6 px-4 py-8 sm:px-6">
      <Link
        to={postingPath(posting)}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> {POSTING_KIND_DEFINITIONS[posting.kind].applicants.back}
      </Link>
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">
          {POSTING_KIND_DEFINITIONS[posting.kind].applicants.heading}
        </h1>
        <p className="text-muted-foreground">
          {posting.title} · {POSTING_KIND_DEFINITIONS[posting.kind].dateWords}
          {formatAuditionDate(posting.date)} · {total === 1 ? "1 application" : `${total} applications`}
        </p>
        {posting.closedAt ? (
          <p className="text-sm text-muted-foreground">
            {POSTING_KIND_DEFINITIONS[posting.kind].applicants.closed}
          </p>
        ) : null}
      </header>

      <RoleFillPanel
        kind={posting.kind}
        roles={roles}
        selectedRole={filter.role}
        hrefFor={(role) => applicantFilterSearch({ ...filter, role }) || "?"}
        closed={posting.closedAt !== null}
      />
      <StatusFilter filter={filter} counts={counts} total={total} />
      <Form method="get" className="flex max-w-md gap-2" role="search">
        {filter.status !== "all" ? <input type="hidden" name="status" value={filter.status} /> : null}
        {filter.role !== null ? <input type="hidden" name="role" value={filter.role} /> : null}
        <Label htmlFor="applicant-search" className="sr-only">
          Search applicants
        </Label>
        <Input
          id="applicant-search"
          type="search"
          name="q"
          defaultValue={filter.q}
          maxLength={100}
          placeholder="Name, role or words in the note"
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>

      {applicants.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          {total === 0 ? "Nobody has applied yet." : "No applicants match these filters."}
        </p>
      ) : (
        <>
          <BulkBar kind={posting.kind} />
          <ul className="grid gap-3" aria-label="Applicants">
            {applicants.map((applicant) => (
              <ApplicantRow
                key={applicant.applicationId}
                applicant={applicant}
                kind={posting.kind}
                now={now}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function StatusFilter({
  filter,
  counts,
  total,
}: {
  filter: ApplicantFilter;
  counts: Props["counts"];
  total: number;
}) {
  const chips: { status: ApplicantFilter["status"]; label: string; count: number }[] = [
    { status: "all", label: "All", count: total },
    ...FILTER_STATUSES.filter((status) => counts[status]).map((status) => ({
      status,
      label: POSTER_STATUS_LABELS[status],
      count: counts[status] ?? 0,
    })),
  ];
  return (
    <nav aria-label="Filter by status" className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const active = chip.status === filter.status;
        return (
          <Link
            key={chip.status}
            to={applicantFilterSearch({ ...filter, status: chip.status }) || "?"}
            aria-current={active ? "page" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 text-sm",
              active ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted",
            )}
          >
            {chip.label} ({chip.count})
          </Link>
        );
      })}
    </nav>
  );
}

/** Sets one status on every ticked applicant: the row checkboxes belong to this form through its id. */
function BulkBar({ kind }: { kind: PostingKind }) {
  const fetcher = useFetcher<Reply>();
  useReplyToast(fetcher);
  return (
    <fetcher.Form
      method="post"
      id={BULK_FORM_ID}
      // Nothing here for the browser to check; and tests take a form with an id and validation as Conform's.
      noValidate
      className="flex flex-wrap items-end gap-2 rounded-lg border bg-muted/40 p-3"
    >
      <div className="grid gap-1">
        <Label htmlFor="bulk-status-choice">Set the status of the ticked applicants</Label>
        <NativeSelect id="bulk-status-choice" name="status" defaultValue="shortlisted">
          {POSTING_KIND_DEFINITIONS[kind].posterStatuses.map((status) => (
            <option key={status} value={status}>
              {POSTER_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        Apply to ticked
      </Button>
    </fetcher.Form>
  );
}

function ApplicantRow({ applicant, kind, now }: { applicant: Applicant; kind: PostingKind; now: string }) {
  const fetcher = useFetcher<Reply>();
  useReplyToast(fetcher);
  const { profile } = applicant;
  const name = profile?.name ?? "A member without a profile";
  const checkboxId = `applicant-${applicant.applicationId}`;
  const castInRole = applicant.roles.some((role) => role.outcome === "cast");
  const actions = POSTING_KIND_DEFINITIONS[kind].rowActions.filter((action) =>
    posterMayMove(applicant.status, action.status, castInRole),
  );
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-start">
      <div className="flex items-center gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          name="application"
          value={applicant.applicationId}
          form={BULK_FORM_ID}
          className="size-4 accent-primary"
          aria-label={`Choose ${name}`}
        />
        <FallbackImage
          src={profile?.imageUrl}
          fallback="/images/default-avatar.svg"
          alt=""
          width={48}
          height={48}
          className="size-12 rounded-full object-cover"
        />
      </div>
      <div className="grid gap-1">
        <p className="flex flex-wrap items-center gap-2">
          {profile ? (
            <Link to={`/u/${profile.username}`} className="font-semibold hover:underline">
              {name}
            </Link>
          ) : (
            <span className="font-semibold">{name}</span>
          )}
          <Badge variant="outline" data-testid="applicant-status">
            {POSTER_STATUS_LABELS[applicant.status]}
          </Badge>
        </p>
        {profile ? (
          <p className="text-sm text-muted-foreground">
            {[profile.role, profile.location].filter(Boolean).join(" · ")}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          Applied{" "}
          <time dateTime={applicant.appliedAt}>
            {relativeTime(new Date(applicant.appliedAt), new Date(now)).toLowerCase()}
          </time>
        </p>
        {applicant.roles.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5 text-xs" aria-label="Roles applied for">
            {applicant.roles.map((role) => (
              <li key={role.id} className="rounded-full bg-muted px-2.5 py-0.5">
                {role.name}
                {role.outcome ? ` · ${ROLE_OUTCOME_LABELS[role.outcome]}` : ""}
              </li>
            ))}
          </ul>
        ) : null}
        {applicant.note ? (
          <p className="whitespace-pre-line rounded-md bg-muted/60 p-2 text-sm">{applicant.note}</p>
        ) : null}
        {applicant.mediaUrl && isAllowedLink(applicant.mediaUrl, LINK_HOSTS.tape) ? (
          // Checked when sent; checked again here, as every stored link is before it is shown.
          <a
            href={applicant.mediaUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="justify-self-start text-sm font-medium text-primary hover:underline"
          >
            Self-tape or sample
          </a>
        ) : null}
        {applicant.attachments.length > 0 ? (
          <ul className="flex flex-wrap gap-2 text-sm" aria-label="Attached work">
            {applicant.attachments.map((item) => (
              <li key={item.url}>
                {/* Portfolio links were checked when saved: our own uploads, or a known video site's embed. */}
                {item.url.startsWith("/") || item.url.startsWith("https://") ? (
                  <a
                    href={item.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 rounded-full border px-3 py-1 hover:border-primary hover:text-primary"
                  >
                    {item.type === "video" ? "Video" : "Image"}: {item.title}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {profile ? (
          <Button asChild variant="outline" size="sm">
            <Link
              to={`/new-message?recipient=${profile.id}&application=${applicant.applicationId}`}
              aria-label={`Message ${name}`}
            >
              Message
            </Link>
          </Button>
        ) : null}
        {actions.length > 0 ? (
          <fetcher.Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="application" value={applicant.applicationId} />
            {actions.map((action) => (
              <Button
                key={action.status}
                type="submit"
                name="status"
                value={action.status}
                size="sm"
                variant={
                  action.status === "shortlisted" || action.status === "accepted" || action.status === "hired"
                    ? "default"
                    : "outline"
                }
                disabled={fetcher.state !== "idle"}
                aria-label={`${action.label} ${name}`}
              >
                {action.label}
              </Button>
            ))}
          </fetcher.Form>
        ) : null}
      </div>
    </li>
  );
}
