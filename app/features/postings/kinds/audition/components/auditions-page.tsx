import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { ShowMore, useFocusOnNewCards } from "~/components/show-more";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { StatTile } from "~/components/ui/stat-tile";
import { TabLinks } from "~/components/ui/tab-links";
import { CorrectedSearchNote } from "~/features/postings/components/corrected-search-note";
import { cn } from "~/lib/utils";
import {
  AUDITION_FILTER_CODEC,
  AUDITION_LIST_LIMIT,
  AUDITION_TABS,
  type AuditionQuery,
  auditionSearch,
} from "../audition-filters";
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
  /** Nothing matched the search as typed: these match it corrected. */
  correctedQuery?: string | null;
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
  correctedQuery = null,
  stats,
  now,
  signedIn,
  cardActions,
}: AuditionsPageProps) {
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === "/auditions";
  const list = useFocusOnNewCards<HTMLUListElement>(auditions.length);
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
              <Icon name="plus" className="size-4" /> Post an Audition
            </Link>
          </Button>
        </div>
      </section>
      <div className="mx-auto grid max-w-[1400px] gap-6 px-4 py-8 sm:px-6">
        <dl className="grid grid-cols-3 gap-3 sm:gap-4">
          <StatTile
            icon={<Icon name="calendar-clock" className="size-5" />}
            label="Upcoming"
            value={stats.upcoming}
          />
          <StatTile icon={<Icon name="video" className="size-5" />} label="Online" value={stats.online} />
          <StatTile
            icon={<Icon name="map-pin" className="size-5" />}
            label="In-person"
            value={stats.inPerson}
          />
        </dl>
        <AuditionFiltersPanel query={query} />
        <TabLinks
          label="Audition lists"
          tabs={AUDITION_TABS.map((tab) => ({
            key: tab.value,
            label: tab.label,
            to: `/auditions${auditionSearch({ ...query, tab: tab.value })}`,
            current: query.tab === tab.value,
          }))}
        />
        <div className={cn("transition-opacity", updating && "opacity-60")} aria-busy={updating}>
          <CorrectedSearchNote asked={query.q} corrected={correctedQuery} />
          <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
            {total === 0
              ? null
              : total > AUDITION_LIST_LIMIT && auditions.length >= AUDITION_LIST_LIMIT
                ? `Showing the first ${AUDITION_LIST_LIMIT} of ${total} auditions: narrow the search to see the rest.`
                : `${total} ${total === 1 ? "audition" : "auditions"}`}
          </p>
          {auditions.length > 0 ? (
            <>
              <ul ref={list} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
                {auditions.map((audition) => (
                  <li key={audition.id}>
                    <AuditionCard audition={audition} now={now} actions={cardActions?.(audition)} />
                  </li>
                ))}
              </ul>
              <ShowMore shown={auditions.length} total={total} max={AUDITION_LIST_LIMIT} noun="auditions" />
            </>
          ) : query.tab === "mine" ? (
            <EmptyMine signedIn={signedIn} />
          ) : (
            <EmptyState title={AUDITION_PAGE_MESSAGES.noneFound} hint={AUDITION_PAGE_MESSAGES.noneFoundHint}>
              <Button asChild variant="outline">
                <Link to={`/auditions${auditionSearch({ ...AUDITION_FILTER_CODEC.cleared(query), q: "" })}`}>
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
