import type { ReactNode } from "react";
import { useNavigate, useNavigation } from "react-router";
import { ShowMore, useFocusOnNewCards } from "~/components/show-more";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { HeroSearch } from "~/components/ui/hero-search";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { StatTile } from "~/components/ui/stat-tile";
import { TabLinks } from "~/components/ui/tab-links";
import { CorrectedSearchNote } from "~/features/postings/components/corrected-search-note";
import { cleanQuery } from "~/lib/search-text";
import { cn } from "~/lib/utils";
import {
  DEFAULT_JOB_QUERY,
  FEATURED_JOB_CATEGORIES,
  JOB_CATEGORY_TABS,
  JOB_LIST_LIMIT,
  JOB_QUICK_SEARCHES,
  type JobQuery,
  jobSearch,
} from "../job-filters";
import { JOB_MESSAGES } from "../job-messages";
import type { JobCard as JobCardData } from "../list-jobs.server";
import { JobCard } from "./job-card";
import { JobFiltersPanel } from "./job-filters-panel";

const FEATURED_ICONS: Record<(typeof FEATURED_JOB_CATEGORIES)[number], ReactNode> = {
  Acting: <Icon name="clapperboard" className="size-6" />,
  Directing: <Icon name="megaphone" className="size-6" />,
  Cinematography: <Icon name="video" className="size-6" />,
  Production: <Icon name="film" className="size-6" />,
};

type JobsPageProps = {
  query: JobQuery;
  jobs: JobCardData[];
  matching: number;
  /** More match than were counted (app/features/postings/kinds/job/list-jobs.server.ts, MATCH_COUNT_CAP). */
  more: boolean;
  /** Nothing matched the search as typed: these match it corrected. */
  correctedQuery?: string | null;
  stats: {
    total: number;
    featured: number;
    newToday: number;
    remote: number;
    byCategory: Record<string, number>;
  };
  now: string;
  /** The page's own controls: Save on each card, and the job alert toggle. */
  cardActions?: (job: JobCardData) => ReactNode;
  alertToggle?: ReactNode;
  postJob?: ReactNode;
};

/** Jobs (spec part 1): hero search, featured categories, stat tiles, the sticky filters, progress, tabs and the list. */
export function JobsPage({
  query,
  jobs,
  matching,
  more,
  correctedQuery = null,
  stats,
  now,
  cardActions,
  alertToggle,
  postJob,
}: JobsPageProps) {
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === "/jobs";
  const list = useFocusOnNewCards<HTMLUListElement>(jobs.length);
  // Unfiltered, every open job matches: the tiles' exact total stands in for the capped count.
  const unfiltered = jobSearch(query) === "";
  const found = unfiltered ? stats.total : matching;
  const shownPercent = stats.total === 0 ? 0 : Math.min(100, Math.round((found / stats.total) * 100));
  const foundText = !unfiltered && more ? `${found.toLocaleString("en-IN")}+` : found.toLocaleString("en-IN");
  return (
    <>
      <section className="bg-hero py-10 text-white sm:py-14">
        <div className="mx-auto grid max-w-[1400px] gap-5 px-4 sm:px-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Jobs</h1>
              <p className="mt-2 max-w-2xl text-white/90 sm:text-lg">
                Work in film, television, theatre, music and ads, with the pay shown up front.
              </p>
            </div>
            {postJob}
          </div>
          <JobHeroSearch query={query} />
        </div>
      </section>
      <div className="mx-auto grid max-w-[1400px] grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6">
        <section aria-labelledby="featured-categories">
          <h2 id="featured-categories" className="mb-3 text-lg font-semibold">
            Featured Categories
          </h2>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {FEATURED_JOB_CATEGORIES.map((category) => {
              const tab = JOB_CATEGORY_TABS.find((candidate) => candidate.label === category);
              const next = tab
                ? { ...DEFAULT_JOB_QUERY, category: tab.value }
                : { ...DEFAULT_JOB_QUERY, q: category === "Directing" ? "Director" : category };
              const count = stats.byCategory[category] ?? 0;
              return (
                <li key={category}>
                  <Link
                    to={`/jobs${jobSearch(next)}`}
                    // At 390 px two cards a row leave "Cinematography" no room beside its icon: on phones the
                    // icon sits above the name, and a longer name still wraps inside the card (app/app.css).
                    className="job-category-card"
                  >
                    <span className="text-primary">{FEATURED_ICONS[category]}</span>
                    <span className="min-w-0 max-w-full">
                      <span className="job-category-name">{category}</span>
                      <span className="text-sm text-muted-foreground">
                        {count} {count === 1 ? "job" : "jobs"}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
          <StatTile label="Total Jobs" value={stats.total} />
          <StatTile label="Featured" value={stats.featured} />
          <StatTile label="New Today" value={stats.newToday} />
          <StatTile label="Remote Jobs" value={stats.remote} />
        </dl>
        <JobFiltersPanel query={query} />
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p aria-live="polite">
              Showing {foundText} of {stats.total.toLocaleString("en-IN")} jobs{" "}
              <span className="text-muted-foreground">({shownPercent}%)</span>
            </p>
            {alertToggle}
          </div>
          <div
            role="progressbar"
            aria-label="Jobs shown of all open jobs"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={shownPercent}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width]"
              style={{ width: `${shownPercent}%` }}
            />
          </div>
        </div>
        <TabLinks
          label="Job categories"
          replace
          tabs={JOB_CATEGORY_TABS.map((tab) => ({
            key: tab.value,
            label: tab.label,
            to: `/jobs${jobSearch({ ...query, category: tab.value })}`,
            current: query.category === tab.value,
          }))}
        />
        <div className={cn("transition-opacity", updating && "opacity-60")} aria-busy={updating}>
          <CorrectedSearchNote asked={query.q} corrected={correctedQuery} />
          {found > jobs.length && jobs.length >= JOB_LIST_LIMIT ? (
            <p className="mb-4 text-sm text-muted-foreground">
              The newest {JOB_LIST_LIMIT} are shown: narrow the search to see the rest.
            </p>
          ) : null}
          {jobs.length > 0 ? (
            <>
              <ul ref={list} className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                {jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} now={now} actions={cardActions?.(job)} />
                  </li>
                ))}
              </ul>
              <ShowMore shown={jobs.length} total={found} max={JOB_LIST_LIMIT} noun="jobs" />
            </>
          ) : (
            <EmptyState title={JOB_MESSAGES.noneFound} hint={JOB_MESSAGES.noneFoundHint}>
              <Button asChild variant="outline">
                <Link to="/jobs" replace>
                  Reset Filters
                </Link>
              </Button>
            </EmptyState>
          )}
        </div>
      </div>
    </>
  );
}

/** The hero's search over title, company and description; it answers as the person types. */
function JobHeroSearch({ query }: { query: JobQuery }) {
  const navigate = useNavigate();
  return (
    <HeroSearch
      id="job-search"
      action="/jobs"
      label="Search jobs"
      placeholder="Search by title, company or description"
      committed={query.q}
      onSettle={(q) =>
        navigate(`/jobs${jobSearch({ ...query, q: cleanQuery(q) })}`, {
          replace: true,
          preventScrollReset: true,
        })
      }
      hidden={query.category !== "all" ? { category: query.category } : {}}
      popular={JOB_QUICK_SEARCHES}
    />
  );
}
