import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { TalentCard } from "~/features/talent/components/talent-card";
import { TalentPager } from "~/features/talent/components/talent-pager";
import { type DiscoverQuery, discoverSearch } from "~/features/talent/discover-params";
import type { TalentSearchResult } from "~/features/talent/search-talent.server";
import { cn } from "~/lib/utils";
import { CategoryTabs } from "./category-tabs";
import { DiscoverSearch } from "./discover-search";
import { ActiveFilters, FiltersSheet } from "./filters-sheet";
import { MemberWelcome, type Welcome } from "./member-welcome";
import { type RecentReviewItem, RecentReviewsPanel } from "./recent-reviews-panel";
import { ResultSummary } from "./result-summary";
import { SubscriptionBanner } from "./subscription-banner";

export const DISCOVER_MESSAGES = {
  empty: "No talent found matching your criteria.",
  premiumNote: "Premium members carry a badge; nobody is ranked higher for paying.",
} as const;

type DiscoverPageProps = {
  query: DiscoverQuery;
  results: TalentSearchResult;
  trending: string[];
  recentReviews: RecentReviewItem[];
  welcome: Welcome | null;
};

export function DiscoverPage({ query, results, trending, recentReviews, welcome }: DiscoverPageProps) {
  const navigation = useNavigation();
  // Results follow the typing: dim the old ones while the new ones load.
  const updating = navigation.state === "loading" && navigation.location.pathname === "/discover";
  return (
    <>
      <section className="bg-hero py-10 text-white sm:py-14">
        <div className="mx-auto max-w-[1400px] px-4 sm:px-6">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Discover Talent</h1>
          <p className="mt-2 max-w-2xl text-white/90 sm:text-lg">
            Find actors, directors, writers, musicians and crew by name, role, city or skill.
          </p>
          <DiscoverSearch query={query} trending={trending} />
          <p className="mt-3 text-sm text-white/80">{DISCOVER_MESSAGES.premiumNote}</p>
        </div>
      </section>
      <div className="mx-auto max-w-[1400px] px-4 py-8 sm:px-6">
        {welcome ? <MemberWelcome welcome={welcome} /> : null}
        <CategoryTabs query={query} />
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <ResultSummary query={query} results={results} />
          <FiltersSheet query={query} />
        </div>
        <ActiveFilters query={query} />
        <div className="mt-6 grid gap-8 xl:grid-cols-[minmax(0,1fr)_300px]">
          <div className={cn("transition-opacity", updating && "opacity-60")} aria-busy={updating}>
            {results.talent.length > 0 ? (
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-3 2xl:grid-cols-4">
                {results.talent.map((person) => (
                  <li key={person.id}>
                    <TalentCard person={person} headingLevel={2} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyResults query={query} />
            )}
            <TalentPager
              page={results.page}
              pageCount={results.pageCount}
              hrefFor={(page) => `/discover${discoverSearch({ ...query, page })}`}
            />
          </div>
          <aside aria-labelledby="recent-reviews-title" className="grid content-start gap-6">
            <RecentReviewsPanel reviews={recentReviews} />
          </aside>
        </div>
        <SubscriptionBanner />
      </div>
    </>
  );
}

function EmptyResults({ query }: { query: DiscoverQuery }) {
  return (
    <div className="rounded-xl border border-dashed p-10 text-center">
      <p className="text-lg font-medium">{DISCOVER_MESSAGES.empty}</p>
      <p className="mt-2 text-sm text-muted-foreground">
        Try fewer words, another spelling, or fewer filters.
      </p>
      <Button asChild variant="outline" className="mt-4">
        <Link to={`/discover${discoverSearch({ q: query.q })}`}>Clear all filters</Link>
      </Button>
    </div>
  );
}
