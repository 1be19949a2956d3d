import { ArrowLeft, Award, Clock, Crown, ExternalLink, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Link } from "~/components/ui/link";
import type { OttPlatform, TechnicalSpecs } from "~/db/schema";
import {
  formatRating,
  formatRuntime,
  MEDIA_TYPE_LABELS,
  type MediaType,
  OTT_AVAILABILITY_LABELS,
} from "../media-labels";
import { MediaPoster } from "./media-poster";
import { TrailerDialog } from "./trailer-dialog";

type Person = { id: number; name: string; imageUrl: string | null };

export type MediaDetailData = {
  title: {
    id: string;
    title: string;
    type: MediaType;
    year: number | null;
    releaseDate: string | null;
    posterUrl: string | null;
    description: string;
    genres: string[];
    language: string;
    industry: string;
    runtimeMinutes: number | null;
    director: string | null;
    writers: string[];
    producers: string[];
    budget: string | null;
    boxOffice: string | null;
    rating: number | null;
    awards: string[];
    ottPlatforms: OttPlatform[];
    technicalSpecs: TechnicalSpecs | null;
  };
  /** The trailer's embed URL, checked against the allowed video hosts; null when there is none. */
  trailerEmbedUrl: string | null;
  cast: (Person & { role: string; character: string })[];
  /** Members who credit this title on their profiles; `confirmedBy`: co-workers who confirmed it. */
  credited: (Person & { roles: string[]; confirmedBy: number })[];
  related: { id: string; title: string; type: MediaType; year: number | null; posterUrl: string | null }[];
};

// A release date is a calendar day: read and shown in UTC so server and browser agree.
const releaseFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** /media/{id}: a title with its cast, crew, where to watch, technical details and related titles. */
export function MediaDetail({
  title,
  trailerEmbedUrl,
  cast,
  credited,
  related,
  actions,
}: MediaDetailData & { actions?: ReactNode }) {
  const crew = [
    { label: "Director", names: title.director ? [title.director] : [] },
    { label: title.writers.length > 1 ? "Writers" : "Writer", names: title.writers },
    { label: title.producers.length > 1 ? "Producers" : "Producer", names: title.producers },
  ].filter((row) => row.names.length > 0);
  // Confirmed credits are listed as such; the rest apart, as each member's own claim.
  const confirmed = credited.filter((member) => member.confirmedBy > 0);
  const claimed = credited.filter((member) => member.confirmedBy === 0);
  return (
    <div className="mx-auto grid max-w-[1200px] gap-8 px-4 py-8 sm:px-6">
      <Link
        to="/library"
        className="flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to Library
      </Link>
      <section className="grid gap-6 md:grid-cols-[260px_minmax(0,1fr)]">
        <MediaPoster src={title.posterUrl} title={title.title} eager className="max-w-[260px]" />
        <div className="grid content-start gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{MEDIA_TYPE_LABELS[title.type]}</Badge>
            {title.genres.map((genre) => (
              <Badge key={genre} variant="outline">
                {genre}
              </Badge>
            ))}
          </div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title.title}</h1>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {title.releaseDate ? (
              <li>Released {releaseFormat.format(new Date(title.releaseDate))}</li>
            ) : title.year ? (
              <li>{title.year}</li>
            ) : null}
            {title.runtimeMinutes ? (
              <li className="flex items-center gap-1">
                <Clock className="size-4" aria-hidden />
                {formatRuntime(title.runtimeMinutes)}
                {title.type === "series" ? " an episode" : ""}
              </li>
            ) : null}
            {title.language ? <li>{title.language}</li> : null}
            {title.industry ? <li>{title.industry}</li> : null}
            {title.rating !== null ? (
              <li className="flex items-center gap-1 font-medium text-foreground">
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                <span className="sr-only">Rated </span>
                {formatRating(title.rating)}
              </li>
            ) : null}
          </ul>
          <p className="max-w-3xl leading-relaxed">{title.description}</p>
          <div className="flex flex-wrap items-center gap-2">
            {trailerEmbedUrl ? <TrailerDialog embedUrl={trailerEmbedUrl} title={title.title} /> : null}
            {actions}
          </div>
          {crew.length > 0 ? (
            <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {crew.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="font-medium">{row.label}</dt>
                  <dd className="text-muted-foreground">{row.names.join(", ")}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </section>

      {cast.length > 0 || credited.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Cast and members</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {cast.map((member) => (
                <PersonRow key={member.id} person={member} detail={member.character || member.role} />
              ))}
              {confirmed.map((member) => (
                <PersonRow
                  key={member.id}
                  person={member}
                  detail={`${member.roles.join(", ")} (confirmed by ${member.confirmedBy} ${member.confirmedBy === 1 ? "co-worker" : "co-workers"})`}
                />
              ))}
            </ul>
            {claimed.length > 0 ? (
              <div className="mt-6 grid gap-3">
                <h3 className="text-sm font-semibold">Also credited by members themselves</h3>
                <p className="text-xs text-muted-foreground">
                  Each is the member's own claim: nobody who worked on this title has confirmed it yet.
                </p>
                <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {claimed.map((member) => (
                    <PersonRow
                      key={member.id}
                      person={member}
                      detail={`${member.roles.join(", ")} (the member's own claim)`}
                    />
                  ))}
                </ul>
              </div>
            ) : null}
          </CardContent>
        </Card>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        {title.ottPlatforms.length > 0 ? (
          <Card>
            <CardHeader>
              <CardTitle as="h2">Where to watch</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2">
                {title.ottPlatforms.map((platform) => (
                  <li
                    key={platform.name}
                    className="flex items-center justify-between gap-3 rounded-lg border p-3"
                  >
                    <div>
                      <p className="font-medium">{platform.name}</p>
                      <p className="text-xs text-muted-foreground">
                        {OTT_AVAILABILITY_LABELS[platform.availability]}
                        {platform.price ? ` · ${platform.price}` : ""}
                      </p>
                    </div>
                    <a
                      href={platform.url}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="flex items-center gap-1 text-sm font-medium text-primary hover:underline"
                    >
                      Watch <ExternalLink className="size-3.5" aria-hidden />
                      <span className="sr-only">
                        {title.title} on {platform.name} (opens in a new tab)
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle as="h2">Details</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {[
                ["Budget", title.budget],
                ["Box office", title.boxOffice],
                ["Resolution", title.technicalSpecs?.resolution],
                ["Audio", title.technicalSpecs?.audio],
                ["Subtitles", title.technicalSpecs?.subtitles.join(", ")],
              ]
                .filter((row): row is [string, string] => Boolean(row[1]))
                .map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-medium">{label}</dt>
                    <dd className="text-muted-foreground">{value}</dd>
                  </div>
                ))}
            </dl>
            {title.awards.length > 0 ? (
              <ul className="mt-4 grid gap-1 text-sm">
                {title.awards.map((award) => (
                  <li key={award} className="flex items-start gap-2">
                    <Award className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden />
                    {award}
                  </li>
                ))}
              </ul>
            ) : null}
          </CardContent>
        </Card>
      </div>

      <section
        aria-labelledby="premium-heading"
        className="grid gap-3 rounded-xl border bg-muted/40 p-5 sm:flex sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="premium-heading" className="flex items-center gap-2 font-semibold">
            <Crown className="size-4 text-amber-500" aria-hidden /> See who made it, and get discovered
          </h2>
          <p className="text-sm text-muted-foreground">
            Premium adds a badge, more job applications and analytics. Search ranks nobody higher for paying.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/subscription?plan=monthly">Monthly plan</Link>
          </Button>
          <Button asChild size="sm">
            <Link to="/subscription?plan=annual">Annual plan</Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/subscription">Compare plans</Link>
          </Button>
        </div>
      </section>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="grid gap-3">
          <h2 id="related-heading" className="text-xl font-semibold">
            Related titles
          </h2>
          <ul className="grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
            {related.map((item) => (
              <li key={item.id} className="grid gap-1">
                <Link to={`/media/${encodeURIComponent(item.id)}`} className="grid gap-1 hover:text-primary">
                  <MediaPoster src={item.posterUrl} title={item.title} />
                  <span className="font-medium">{item.title}</span>
                </Link>
                <span className="text-xs text-muted-foreground">
                  {MEDIA_TYPE_LABELS[item.type]}
                  {item.year ? ` · ${item.year}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function PersonRow({ person, detail }: { person: Person; detail: string }) {
  return (
    <li>
      <Link to={`/profile/${person.id}`} className="flex items-center gap-3 rounded-lg p-2 hover:bg-muted">
        <FallbackImage
          src={person.imageUrl}
          fallback="/images/default-avatar.svg"
          alt=""
          width={48}
          height={48}
          className="size-12 rounded-full object-cover"
        />
        <span className="grid">
          <span className="font-medium">{person.name}</span>
          <span className="text-sm text-muted-foreground">{detail}</span>
        </span>
      </Link>
    </li>
  );
}
