import { Badge } from "~/components/ui/badge";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { WORK_SCHEDULES, type WorkSchedule } from "~/constants/talent";
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
  /** The production they belong to (features/productions/member-company.server.ts), or null. */
  company: string | null;
  /** The card's "type": how they work (full-time, part-time, weekends only), when they said. */
  workSchedule: WorkSchedule | null;
  viewCount: number;
  rating: number | null;
  reviewCount: number;
};

const views = new Intl.NumberFormat("en-IN");

/** The view counter's words: "1 view", "1,234 views". */
const viewsWords = (count: number) => `${views.format(count)} ${count === 1 ? "view" : "views"}`;

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
        {person.company || person.workSchedule ? (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <Icon name="briefcase" className="size-4 shrink-0" />
            {[person.company, WORK_SCHEDULES.find((s) => s.value === person.workSchedule)?.label]
              .filter(Boolean)
              .join(" · ")}
          </p>
        ) : null}
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
        <p className="mt-auto flex items-center justify-between gap-2 pt-1 text-xs font-medium text-muted-foreground">
          <span>{person.availability}</span>
          <span className="inline-flex items-center gap-1">
            <Icon name="eye" className="size-3.5" /> {viewsWords(person.viewCount)}
          </span>
        </p>
      </div>
    </article>
  );
}
