import { Badge } from "~/components/ui/badge";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { CastPreview } from "../list-media-titles.server";
import { formatRating, MEDIA_TYPE_LABELS, type MediaType } from "../media-labels";
import { MediaPoster } from "./media-poster";

export type MediaCardData = {
  id: string;
  title: string;
  type: MediaType;
  year: number | null;
  posterUrl: string | null;
  description: string;
  language: string;
  rating: number | null;
  cast: { shown: CastPreview[]; more: number };
};

/** A title in the library's grid: poster, type, year, rating, language and the first cast avatars then +N. */
export function MediaCard({ title }: { title: MediaCardData }) {
  return (
    <li className="group relative grid content-start gap-2 rounded-xl border bg-card p-3 shadow-sm transition hover:shadow-md">
      <MediaPoster src={title.posterUrl} title={title.title} />
      <div className="flex flex-wrap items-center gap-1.5 text-xs">
        <Badge variant="secondary">{MEDIA_TYPE_LABELS[title.type]}</Badge>
        {title.year ? <span className="text-muted-foreground">{title.year}</span> : null}
        {title.rating !== null ? (
          <span className="ml-auto flex items-center gap-0.5 font-medium">
            <Icon name="star" className="size-3.5 fill-amber-400 text-amber-400" />
            <span className="sr-only">Rated </span>
            {formatRating(title.rating)}
          </span>
        ) : null}
      </div>
      <h2 className="font-semibold leading-tight">
        {/* The whole card opens the title; the link's box covers it. */}
        <Link to={`/media/${encodeURIComponent(title.id)}`} className="after:absolute after:inset-0">
          {title.title}
        </Link>
      </h2>
      <p className="line-clamp-2 text-sm text-muted-foreground">{title.description}</p>
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>{title.language}</span>
        {title.cast.shown.length > 0 ? (
          <span className="flex items-center -space-x-2">
            <span className="sr-only">{castLabel(title.cast)}</span>
            {title.cast.shown.map((member) => (
              <FallbackImage
                key={member.id}
                src={member.imageUrl}
                fallback="/images/default-avatar.svg"
                alt=""
                width={28}
                height={28}
                className="size-7 rounded-full border-2 border-card object-cover"
              />
            ))}
            {title.cast.more > 0 ? (
              <span
                aria-hidden
                className="flex size-7 items-center justify-center rounded-full border-2 border-card bg-muted text-[11px] font-medium text-foreground"
              >
                +{title.cast.more}
              </span>
            ) : null}
          </span>
        ) : null}
      </div>
    </li>
  );
}

function castLabel(cast: MediaCardData["cast"]) {
  const names = cast.shown.map((member) => member.name).join(", ");
  return cast.more > 0 ? `Cast: ${names} and ${cast.more} more` : `Cast: ${names}`;
}
