import type { CategoryDefinition } from "~/constants/categories";
import type { CategoryEvent } from "~/features/categories/category-events";
import { type CategoryTab, categoryPath, categoryTabHref } from "~/features/categories/category-path";
import { CategoryEventsList } from "~/features/categories/components/category-events-list";
import { CategoryHero } from "~/features/categories/components/category-hero";
import { CategoryOverview } from "~/features/categories/components/category-overview";
import { type CategoryTabLink, CategoryTabs } from "~/features/categories/components/category-tabs";
import {
  type RegistrationActionData,
  RegistrationForm,
} from "~/features/categories/components/registration-form";
import { TalentCard } from "~/features/talent/components/talent-card";
import { TalentPager } from "~/features/talent/components/talent-pager";
import type { TalentSearchResult } from "~/features/talent/search-talent.server";

/** Where Register and Learn More land: the tabs, so the open panel is in view on a phone too. */
const SECTIONS_ID = "category-sections";

export type CategoryPageProps = {
  category: CategoryDefinition;
  pathname: string;
  tab: CategoryTab;
  professionals: number;
  talent: TalentSearchResult | null;
  events: CategoryEvent[];
  actionData: RegistrationActionData;
};

/** A category landing page (spec part 2): hero, four tabs with an address each, the open tab's panel. */
export function CategoryPage({
  category,
  pathname,
  tab,
  professionals,
  talent,
  events,
  actionData,
}: CategoryPageProps) {
  const href = (to: CategoryTab) => categoryTabHref(pathname, to);
  const tabs = [
    { tab: "overview", label: "Overview", href: href("overview") },
    { tab: "talent", label: "Talent", href: href("talent") },
    { tab: "join", label: `Join as ${category.singularName}`, short: "Join", href: href("join") },
    { tab: "events", label: "Events", href: href("events") },
  ] satisfies CategoryTabLink[];
  const current = tabs.find((candidate) => candidate.tab === tab)!;

  return (
    <>
      <CategoryHero
        category={category}
        professionals={professionals}
        registerHref={`${href("join")}#${SECTIONS_ID}`}
        learnMoreHref={`${href("overview")}#${SECTIONS_ID}`}
      />
      <div id={SECTIONS_ID} className="scroll-mt-16">
        <CategoryTabs tabs={tabs} current={tab} />
      </div>
      <section aria-label={current.label} className="mx-auto max-w-[1400px] px-4 py-8 sm:px-6 sm:py-10">
        {tab === "overview" ? <CategoryOverview category={category} joinHref={href("join")} /> : null}
        {tab === "talent" && talent ? (
          <CategoryTalent category={category} pathname={pathname} talent={talent} />
        ) : null}
        {tab === "join" ? (
          <RegistrationForm
            category={category}
            action={`${categoryPath(category.slug)}?tab=join`}
            actionData={actionData}
          />
        ) : null}
        {tab === "events" ? <CategoryEventsList events={events} /> : null}
      </section>
    </>
  );
}

function CategoryTalent({
  category,
  pathname,
  talent,
}: {
  category: CategoryDefinition;
  pathname: string;
  talent: TalentSearchResult;
}) {
  return (
    <div className="grid gap-6">
      <h2 className="text-2xl font-semibold">Featured {category.name} Talent</h2>
      {talent.talent.length > 0 ? (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {talent.talent.map((person) => (
            <li key={person.id}>
              <TalentCard person={person} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
          No talent found
        </p>
      )}
      <TalentPager
        page={talent.page}
        pageCount={talent.pageCount}
        hrefFor={(page) => categoryTabHref(pathname, "talent", page)}
      />
    </div>
  );
}
