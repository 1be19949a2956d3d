import { Badge } from "~/components/ui/badge";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { ProfessionalCard as ProfessionalCardData } from "../list-professionals.server";

/** A professional on the Recommended and Following tabs; the whole card opens /profile/{id} (spec part 1). */
export function ProfessionalCard({ person }: { person: ProfessionalCardData }) {
  return (
    <article className="relative flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm hover:border-primary/50">
      <FallbackImage src={person.avatar} alt="" className="size-14 shrink-0 rounded-full object-cover" />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold">
          <Link to={`/profile/${person.id}`} className="after:absolute after:inset-0 hover:underline">
            {person.name}
          </Link>
        </h2>
        <p className="truncate text-sm text-muted-foreground">{person.role}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {person.location ? (
            <span className="flex items-center gap-1">
              <Icon name="map-pin" className="size-3.5" /> {person.location}
            </span>
          ) : null}
          <span className="flex items-center gap-1">
            <Icon name="thumbs-up" className="size-3.5" />
            {person.endorsements === 1 ? "1 endorsement" : `${person.endorsements} endorsements`}
          </span>
        </p>
      </div>
      {person.isFollowing ? <Badge variant="outline">Following</Badge> : null}
    </article>
  );
}
