import { Icon } from "~/components/ui/icon";
import { formatAuditionDate } from "~/lib/dates";
import type { CategoryEvent } from "../category-events";

/** The Events tab: three cards (spec part 2), dated from today by the loader. */
export function CategoryEventsList({ events }: { events: CategoryEvent[] }) {
  return (
    <section aria-labelledby="upcoming-events" className="grid gap-4">
      <h2 id="upcoming-events" className="text-2xl font-semibold">
        Upcoming Events
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {events.map((event) => (
          <li key={event.title} className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm">
            <p className="text-xs font-semibold tracking-wide text-primary uppercase">{event.kind}</p>
            <h3 className="text-lg font-semibold leading-snug">{event.title}</h3>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon name="calendar-days" className="size-4 shrink-0" />
              <time dateTime={event.date}>{formatAuditionDate(event.date)}</time>
            </p>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon name="map-pin" className="size-4 shrink-0" /> {event.place}
            </p>
            <p className="text-sm">{event.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
