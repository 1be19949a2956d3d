import { CalendarClock, MapPin, Plus, Video } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { AUDITION_LIST_LIMIT, AUDITION_TABS, type AuditionQuery, auditionSearch } from "../audition-filters";
import type { AuditionCard as AuditionCardData } from "../list-auditions.server";
import { AuditionCard } from "./audition-card";
import { AuditionFiltersPanel } from "./audition-filters-panel";

export const AUDITION_PAGE_MESSAGES = {
  noneMine: "You haven't scheduled any auditions yet",
  noneFound: "No auditions found",
  noneFoundHint: "Try adjusting your filters or search criteria.",
} as const;

type AuditionsPageProps = {
  query: AuditionQuery;
  auditions: AuditionCardData[];
  total: number;
  stats: { upcoming: number; online: number; inPerson: number };
  now: string;
  signedIn: boolean;
  /** The page's own actions for each card (Save), composed by the route. */
  cardActions?: (audition: AuditionCardData) => ReactNode;
};

export function AuditionsPage({
  query,
  auditions,
  total,
  stats,
  now,
  signedIn,
  cardActions,
}: AuditionsPageProps) {
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === "/auditions";
  return (
    <>
      <section className="bg-hero py-10 text-white sm:py-14">
        <div className="mx-auto flex max-w-[1400px] flex-wrap items-end justify-between gap-6 px-4 sm:px-6">
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Auditions</h1>
            <p className="mt-2 max-w-2xl text-white/90 sm:text-lg">
              Casting calls for film, television, theatre, OTT and ads, online and in your city.
            </p>
          </div>
          <Button asChild variant="hero" size="lg">
            <Link to="/auditions/create">
              <Plus className="size-4" aria-hidden /> Post an Audition
            </Link>
          </Button>
        </div>
      </section>
      <div className="mx-auto grid max-w-[1400px] gap-6 px-4 py-8 sm:px-6">
        <dl className="grid grid-cols-3 gap-3 sm:gap-4">
          <StatTile
            icon={<CalendarClock className="size-5" aria-hidden />}
            label="Upcoming"
            value={stats.upcoming}
          />
          <StatTile icon={<Video className="size-5" aria-hidden />} label="Online" value={stats.online} />
          <StatTile
            icon={<MapPin className="size-5" aria-hidden />}
            label="In-person"
            value={stats.inPerson}
          />
        </dl>
        <AuditionFiltersPanel query={query} />
        <nav aria-label="Audition lists" className="flex gap-1 overflow-x-auto border-b">
          {AUDITION_TABS.map((tab) => (
            <Link
              key={tab.value}
              to={`/auditions${auditionSearch({ ...query, tab: tab.value })}`}
              preventScrollReset
              aria-current={query.tab === tab.value ? "page" : undefined}
              className={cn(
                "-mb-px border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap",
                query.tab === tab.value
                  ? "border-primary text-primary"
                  : "border-transparent text-muted-foreground hover:text-foreground",
              )}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        <div className={cn("transition-opacity", updating && "opacity-60")} aria-busy={updating}>
          <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
            {total === 0
              ? null
              : total > auditions.length
                ? `Showing the first ${AUDITION_LIST_LIMIT} of ${total} auditions: narrow the search to see the rest.`
                : `${total} ${total === 1 ? "audition" : "auditions"}`}
          </p>
          {auditions.length > 0 ? (
            <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {auditions.map((audition) => (
                <li key={audition.id}>
                  <AuditionCard audition={audition} now={now} actions={cardActions?.(audition)} />
                </li>
              ))}
            </ul>
          ) : query.tab === "mine" ? (
            <EmptyMine signedIn={signedIn} />
          ) : (
            <EmptyState title={AUDITION_PAGE_MESSAGES.noneFound} hint={AUDITION_PAGE_MESSAGES.noneFoundHint}>
              <Button asChild variant="outline">
                <Link
                  to={`/auditions${auditionSearch({ ...query, q: "", location: "all", type: "all", compensation: "all", experience: "all", gender: "all" })}`}
                >
                  Clear Filters
                </Link>
              </Button>
            </EmptyState>
          )}
        </div>
      </div>
    </>
  );
}

function StatTile({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <div className="rounded-xl border bg-card p-3 sm:p-5">
      <dt className="flex items-center gap-2 text-xs font-medium text-muted-foreground sm:text-sm">
        <span className="hidden text-primary sm:inline">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold sm:text-3xl">{value}</dd>
    </div>
  );
}

function EmptyMine({ signedIn }: { signedIn: boolean }) {
  return (
    <EmptyState
      title={AUDITION_PAGE_MESSAGES.noneMine}
      hint={
        signedIn
          ? "Auditions you post or apply to are listed here."
          : "Sign in to see the auditions you posted or applied to."
      }
    >
      {signedIn ? null : (
        <Button asChild variant="outline">
          <Link to="/login?redirectTo=%2Fauditions%3Ftab%3Dmine">Sign in</Link>
        </Button>
      )}
      <Button asChild>
        <Link to="/auditions/create">Post an Audition</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/auditions">Browse auditions</Link>
      </Button>
    </EmptyState>
  );
}

function EmptyState({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <div className="grid place-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted-foreground">{hint}</p>
      <div className="flex flex-wrap justify-center gap-2">{children}</div>
    </div>
  );
}
