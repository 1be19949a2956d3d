import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { CategoryDefinition } from "~/constants/categories";
import { CategoryIcon } from "../category-icon";

const numberFormat = new Intl.NumberFormat("en-IN");

/** "1 professional", "2,350 professionals". */
export function professionalsLabel(count: number) {
  return `${numberFormat.format(count)} ${count === 1 ? "professional" : "professionals"}`;
}

/**
 * The category page's hero (spec part 2): name, description, the number of
 * profiles in the category, the two chips, and Register (the Join tab) and
 * Learn More (the Overview) as links, so both work before scripts load.
 */
export function CategoryHero({
  category,
  professionals,
  registerHref,
  learnMoreHref,
}: {
  category: CategoryDefinition;
  professionals: number;
  registerHref: string;
  learnMoreHref: string;
}) {
  return (
    <section className="bg-hero text-white">
      <div className="mx-auto grid max-w-[1400px] items-center gap-8 px-4 py-10 sm:px-6 sm:py-14 md:grid-cols-[1fr_auto]">
        <div className="grid gap-4">
          <p className="flex items-center gap-2 text-sm font-medium text-white/85">
            <span className="grid size-9 place-items-center rounded-lg bg-white/15 ring-1 ring-white/30">
              <CategoryIcon name={category.icon} className="size-5" />
            </span>
            Category
          </p>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{category.name}</h1>
          <p className="max-w-2xl text-lg text-white/90">{category.description}</p>
          <ul className="flex flex-wrap items-center gap-2" aria-label="About this category">
            <li>
              <Badge variant="onHero" className="px-3 py-1 text-sm">
                <Icon name="users" className="size-4" />
                <span data-testid="professional-count">{professionalsLabel(professionals)}</span>
              </Badge>
            </li>
            <li>
              <Badge variant="onHero" className="px-3 py-1 text-sm">
                <Icon name="trending-up" className="size-4" /> High Demand
              </Badge>
            </li>
            <li>
              <Badge variant="onHero" className="px-3 py-1 text-sm">
                <Icon name="map-pin" className="size-4" /> India-wide
              </Badge>
            </li>
          </ul>
          <div className="flex flex-wrap gap-3 pt-2">
            <Button asChild variant="hero" size="lg">
              <Link to={registerHref}>
                <Icon name="user-plus" className="size-4" /> Register
              </Link>
            </Button>
            <Button asChild variant="heroOutline" size="lg">
              <Link to={learnMoreHref}>Learn More</Link>
            </Button>
          </div>
        </div>
        <img
          src={category.imageUrl}
          alt=""
          width={320}
          height={240}
          className="hidden aspect-[4/3] w-80 rounded-2xl bg-white/10 object-cover shadow-lg ring-1 ring-white/20 md:block"
        />
      </div>
    </section>
  );
}
