import { Badge } from "~/components/ui/badge";
import { FallbackImage } from "~/components/ui/fallback-image";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { CARD_SKILLS, SkillBadges } from "~/features/talent/components/skill-badges";
import type { FeaturedTalent } from "~/features/talent/list-featured-talent.server";

export const FEATURED_TALENT_SHOWN = 3;

/** What a card shows, and no more: the page carries this for each person. */
type FeaturedTalentCard = Pick<
  FeaturedTalent,
  "id" | "username" | "name" | "role" | "location" | "imageUrl" | "isPremium"
> & { skills: string[]; moreSkills: number };

/** For the home loader: a featured profile cut down to its card. */
export function toFeaturedTalentCard(person: FeaturedTalent): FeaturedTalentCard {
  const { id, username, name, role, location, imageUrl, isPremium, skills } = person;
  return {
    id,
    username,
    name,
    role,
    location,
    imageUrl,
    isPremium,
    skills: skills.slice(0, CARD_SKILLS),
    moreSkills: Math.max(0, skills.length - CARD_SKILLS),
  };
}

export function FeaturedTalentSpotlight({ talent }: { talent: FeaturedTalentCard[] }) {
  return (
    <section className="mx-auto max-w-[1400px] px-4 py-16 sm:px-6" aria-labelledby="talent-title">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="talent-title" className="text-3xl font-bold tracking-tight">
            Featured Talent
          </h2>
          <p className="mt-2 text-muted-foreground">Professionals casting teams are talking about.</p>
        </div>
        <Link to="/discover" className="link-arrow">
          Discover more talent <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {talent.map((person) => (
          <li key={person.id}>
            <Link
              to={`/u/${person.username}`}
              className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition hover:shadow-md"
            >
              <FallbackImage
                src={person.imageUrl}
                alt={person.name}
                className="aspect-square w-full object-cover"
                width={400}
                height={400}
              />
              <div className="grid gap-2 p-5">
                <div className="flex items-center gap-2">
                  <h3 className="text-lg font-semibold group-hover:text-primary">{person.name}</h3>
                  {person.isPremium ? (
                    <Badge variant="secondary">
                      <Icon name="badge-check" className="size-3" /> Premium
                    </Badge>
                  ) : null}
                </div>
                <p className="text-sm font-medium text-primary">{person.role}</p>
                <p className="flex items-center gap-1 text-sm text-muted-foreground">
                  <Icon name="map-pin" className="size-4" /> {person.location}
                </p>
                <SkillBadges skills={person.skills} more={person.moreSkills} />
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
