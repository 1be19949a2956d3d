import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useConfirmBeforeSubmit } from "~/components/ui/confirm-dialog";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { PRODUCTION_KIND_LABELS, PRODUCTION_ROLE_LABELS } from "~/constants/productions";
import { formatAuditionDate, formatLongDate } from "~/lib/dates";
import { useReplyToast } from "~/lib/use-reply-toast";
import { verificationMethodWords } from "../posting-backer";
import type { ProductionPageData } from "../production-page-types";

const POSTING_NOUNS = { audition: "Audition", job: "Job", project: "Project" } as const;

/** A production's public page: who it is, how it was verified, its people, open postings and titles. */
export function ProductionPage({ production, people, postings, titles, viewerRole }: ProductionPageData) {
  return (
    <div className="mx-auto grid max-w-[1100px] gap-8 px-4 py-8 sm:px-6 [&>*]:min-w-0">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <FallbackImage
          src={production.logoUrl}
          fallback="/images/default-avatar.svg"
          alt=""
          className="size-24 shrink-0 rounded-xl border object-cover"
          width={96}
          height={96}
        />
        <div className="grid min-w-0 flex-1 gap-2">
          <h1 className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere]">{production.name}</h1>
          <p className="text-muted-foreground [overflow-wrap:anywhere]">
            {PRODUCTION_KIND_LABELS[production.kind]}
            {production.cityName ? ` · ${production.cityName}` : null}
            {" · "}
            <a
              href={production.website}
              rel="nofollow noopener noreferrer"
              target="_blank"
              className="underline-offset-2 hover:underline"
            >
              {new URL(production.website).host}
            </a>
          </p>
          <VerificationLine production={production} />
        </div>
        <div className="flex flex-wrap gap-2">
          {viewerRole === "owner" ? (
            <Button asChild>
              <Link to={`/productions/${production.slug}/manage`}>
                <Icon name="settings" className="size-4" /> Manage
              </Link>
            </Button>
          ) : null}
          {viewerRole ? <LeaveButton name={production.name} /> : null}
        </div>
      </header>

      {production.about ? (
        <section aria-labelledby="about-heading" className="grid gap-2">
          <h2 id="about-heading" className="text-xl font-semibold">
            About
          </h2>
          <p className="whitespace-pre-line">{production.about}</p>
        </section>
      ) : null}

      <section aria-labelledby="postings-heading" className="grid gap-3">
        <h2 id="postings-heading" className="text-xl font-semibold">
          Open postings
        </h2>
        {postings.length === 0 ? (
          <p className="text-sm text-muted-foreground">No open auditions, jobs or projects just now.</p>
        ) : (
          <ul className="grid gap-2">
            {postings.map((posting) => (
              <li
                key={posting.path}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border p-3"
              >
                <Badge variant="secondary">{POSTING_NOUNS[posting.kind]}</Badge>
                <Link to={posting.path} className="font-medium hover:underline">
                  {posting.title}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {posting.when ? formatAuditionDate(posting.when) : null}
                  {posting.when && posting.place ? " · " : null}
                  {posting.place}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="people-heading" className="grid gap-3">
        <h2 id="people-heading" className="text-xl font-semibold">
          People
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {people.map((person) => (
            <li key={person.profileId} className="flex items-center gap-3 rounded-lg border p-3">
              <FallbackImage
                src={person.photoUrl}
                fallback="/images/default-avatar.svg"
                alt=""
                className="size-10 rounded-full object-cover"
                width={40}
                height={40}
              />
              <div className="min-w-0">
                <Link to={`/u/${person.username}`} className="block truncate font-medium hover:underline">
                  {person.name}
                </Link>
                <p className="truncate text-sm text-muted-foreground">
                  {PRODUCTION_ROLE_LABELS[person.role]}
                  {person.title ? ` · ${person.title}` : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {titles.length > 0 ? (
        <section aria-labelledby="titles-heading" className="grid gap-3">
          <h2 id="titles-heading" className="text-xl font-semibold">
            Titles in the library
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {titles.map((title) => (
              <li key={title.id}>
                <Link to={`/media/${title.id}`} className="grid gap-1 hover:underline">
                  <FallbackImage
                    src={title.posterUrl}
                    fallback="/images/placeholder.svg"
                    alt=""
                    className="aspect-[2/3] w-full rounded-md object-cover"
                  />
                  <span className="font-medium">{title.title}</span>
                  {title.year ? <span className="text-sm text-muted-foreground">{title.year}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function VerificationLine({ production }: { production: ProductionPageData["production"] }) {
  if (production.verifiedAt && production.verifiedMethod) {
    return (
      <p className="flex flex-wrap items-center gap-1.5 text-sm">
        <span className="inline-flex items-center gap-1 font-semibold text-emerald-700 dark:text-emerald-400">
          <Icon name="badge-check" className="size-5" /> Verified production
        </span>
        <span className="text-muted-foreground [overflow-wrap:anywhere]">
          {verificationMethodWords(production.verifiedMethod, production.verifiedDetail)}, on{" "}
          {formatLongDate(new Date(production.verifiedAt))}
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
      <Icon
        name="triangle-exclamation-point"
        className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
      />
      <span>
        Not verified: nobody has checked who runs this production. Meet in public places, and never pay to
        apply.
      </span>
    </p>
  );
}

function LeaveButton({ name }: { name: string }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  useReplyToast(fetcher);
  const { formProps, dialog } = useConfirmBeforeSubmit(fetcher.submit, () => ({
    title: `Leave ${name}?`,
    description:
      "You will no longer be listed on it or be able to post for it, and your open postings for it will close (those who applied are told). An owner can invite you again.",
    confirmLabel: "Leave",
  }));
  return (
    <fetcher.Form method="post" {...formProps}>
      <input type="hidden" name="intent" value="leave" />
      <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
        <Icon name="log-out" className="size-4" /> Leave
      </Button>
      {dialog}
    </fetcher.Form>
  );
}
