import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { AuditionCard } from "~/features/postings/kinds/audition/components/audition-card";
import type { AuditionCard as AuditionCardData } from "~/features/postings/kinds/audition/list-auditions.server";

type Props = {
  cityId: string;
  /** null for a slug that names no city: the page says "Unknown City" (spec part 1). */
  city: { name: string; imageUrl: string } | null;
  upcoming: AuditionCardData[];
  past: AuditionCardData[];
  upcomingCount: number;
  talent: number;
  now: string;
  auditionActions?: (audition: AuditionCardData) => ReactNode;
};

export const UNKNOWN_CITY = "Unknown City";

/** City auditions (spec part 1): a city's upcoming and past auditions, with its counts from the database. */
export function CityAuditionsPage({
  cityId,
  city,
  upcoming,
  past,
  upcomingCount,
  talent,
  now,
  auditionActions,
}: Props) {
  const name = city?.name ?? UNKNOWN_CITY;
  return (
    <>
      <section className="relative overflow-hidden bg-hero py-10 text-white sm:py-14">
        {city ? (
          <img src={city.imageUrl} alt="" className="absolute inset-0 size-full object-cover opacity-20" />
        ) : null}
        <div className="relative mx-auto grid max-w-[1400px] gap-4 px-4 sm:px-6">
          <Link
            to={`/city-opportunities?city=${encodeURIComponent(cityId)}`}
            className="inline-flex items-center gap-1 text-sm text-white/85 hover:text-white"
          >
            <Icon name="arrow-left" className="size-4" /> Opportunities in {name}
          </Link>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Auditions in {name}</h1>
          <dl className="flex flex-wrap gap-x-8 gap-y-2">
            <div>
              <dt className="flex items-center gap-1 text-sm text-white/80">
                <Icon name="calendar-clock" className="size-4" /> Upcoming auditions
              </dt>
              <dd className="text-2xl font-bold">{upcomingCount}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-1 text-sm text-white/80">
                <Icon name="users" className="size-4" /> Professionals
              </dt>
              <dd className="text-2xl font-bold">{talent}</dd>
            </div>
          </dl>
        </div>
      </section>
      <div className="mx-auto grid max-w-[1400px] grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:px-6">
        {upcoming.length === 0 && past.length === 0 ? (
          <div className="grid place-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
            <h2 className="text-lg font-semibold">No auditions found in {name}</h2>
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild variant="outline">
                <Link to="/auditions">Browse all auditions</Link>
              </Button>
              <Button asChild>
                <Link to="/auditions/create">Post an Audition</Link>
              </Button>
            </div>
          </div>
        ) : (
          <>
            <AuditionList title="Upcoming Auditions" auditions={upcoming} now={now} actions={auditionActions}>
              No upcoming auditions in {name} at the moment.
            </AuditionList>
            <AuditionList title="Past Auditions" auditions={past} now={now}>
              No past auditions in {name}.
            </AuditionList>
          </>
        )}
      </div>
    </>
  );
}

function AuditionList({
  title,
  auditions,
  now,
  actions,
  children,
}: {
  title: string;
  auditions: AuditionCardData[];
  now: string;
  actions?: (audition: AuditionCardData) => ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-4">
      <h2 className="text-xl font-semibold">{title}</h2>
      {auditions.length > 0 ? (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {auditions.map((audition) => (
            <li key={audition.id}>
              <AuditionCard audition={audition} now={now} actions={actions?.(audition)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
          {children}
        </p>
      )}
    </section>
  );
}
