import { Badge } from "~/components/ui/badge";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { SkillBadges } from "./skill-badges";

export type TalentCardData = {
  id: number;
  username: string;
  name: string;
  role: string;
  location: string;
  imageUrl: string | null;
  skills: string[];
  availability: string;
  isPremium: boolean;
  hasVideoPitch: boolean;
  rating: number | null;
  reviewCount: number;
};

/** One person in a talent grid; the whole card opens their profile. */
export function TalentCard({ person, headingLevel = 3 }: { person: TalentCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition hover:shadow-md">
      <div className="relative">
        <FallbackImage
          src={person.imageUrl}
          alt=""
          className="aspect-[4/3] w-full object-cover"
          width={400}
          height={300}
        />
        {person.hasVideoPitch ? (
          <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-xs font-medium text-white">
            <Icon name="circle-play" className="size-3.5" /> Video pitch
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Heading className="text-base font-semibold leading-tight group-hover:text-primary">
            {/* The link covers the card (its ::after), so the card is one tab stop with the name as its text. */}
            <Link
              to={`/u/${person.username}`}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {person.name}
            </Link>
          </Heading>
          {person.isPremium ? (
            <Badge variant="secondary">
              <Icon name="badge-check" className="size-3" /> Premium
            </Badge>
          ) : null}
        </div>
        <p className="text-sm font-medium text-primary">{person.role}</p>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <Icon name="map-pin" className="size-4 shrink-0" /> {person.location}
        </p>
        <p className="flex items-center gap-1 text-sm">
          <Icon name="star" className="size-4 shrink-0 text-amber-500" />
          {person.rating === null ? (
            <span className="text-muted-foreground">No reviews yet</span>
          ) : (
            <span>
              <span className="font-medium">{person.rating.toFixed(1)}</span>
              <span className="text-muted-foreground">
                {" "}
                ({person.reviewCount} {person.reviewCount === 1 ? "review" : "reviews"})
              </span>
            </span>
          )}
        </p>
        <SkillBadges skills={person.skills} />
        <p className="mt-auto pt-1 text-xs font-medium text-muted-foreground">{person.availability}</p>
      </div>
    </article>
  );
}
