import { useEffect, useRef } from "react";
import { useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Form, Link } from "~/components/ui/link";
import { CITIES, INDIAN_CITIES } from "~/constants/cities";
import { DISCOVER_AVAILABILITY_FILTERS, DISCOVER_ROLE_FILTERS, EXPERIENCE_LEVELS } from "~/constants/talent";
import { countSheetFilters, type DiscoverQuery, discoverSearch } from "~/features/talent/discover-params";

const cityName = (id: string) => CITIES.find((city) => city.id === id)?.name ?? id;
const experienceLabel = (value: string) =>
  EXPERIENCE_LEVELS.find((level) => level.value === value)?.label ?? value;
const availabilityLabel = (value: string) =>
  DISCOVER_AVAILABILITY_FILTERS.find((filter) => filter.value === value)?.label ?? value;

/**
 * The advanced filters (locations, roles, experience, availability) in a
 * panel that opens from the Filters button. A plain GET form inside a
 * <details>: it opens and applies without JavaScript (Apply), and with it
 * every tick applies at once.
 */
export function FiltersSheet({ query }: { query: DiscoverQuery }) {
  const submit = useSubmit();
  const active = countSheetFilters(query);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const close = () => {
    if (detailsRef.current) detailsRef.current.open = false;
  };
  // The boxes follow the address: a chip removed, Clear all filters or Back must untick them, or the
  // next tick would send the old filter again. Setting `checked` keeps the focus where it is.
  useEffect(() => {
    const chosen: Record<string, readonly string[]> = {
      city: query.cities,
      role: query.roles,
      experience: query.experience,
      availability: query.availability,
    };
    for (const box of formRef.current?.querySelectorAll<HTMLInputElement>("input[type=checkbox]") ?? []) {
      box.checked = chosen[box.name]?.includes(box.value) ?? false;
    }
  }, [query]);
  return (
    <details
      ref={detailsRef}
      className="group relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && detailsRef.current?.open) {
          close();
          detailsRef.current.querySelector("summary")?.focus();
        }
      }}
    >
      <summary className="btn h-10 cursor-pointer list-none border border-input bg-background px-4 hover:bg-muted [&::-webkit-details-marker]:hidden">
        <Icon name="funnel" className="size-4" />
        Filters{active > 0 ? ` (${active})` : ""}
      </summary>
      {/* On a phone the panel is a sheet over the page: a tap beside it closes it. */}
      <div aria-hidden="true" className="fixed inset-0 z-[60] bg-black/40 sm:hidden" onClick={close} />
      <div className="fixed inset-x-0 bottom-0 z-[60] max-h-[80dvh] overflow-y-auto rounded-t-2xl border bg-background p-5 shadow-2xl sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:bottom-auto sm:w-[28rem] sm:rounded-xl">
        <Form
          ref={formRef}
          method="get"
          action="/discover"
          onChange={(event) => submit(event.currentTarget, { replace: true })}
        >
          {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
          {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
          <div className="flex items-center justify-between">
            <h2 className="text-lg font-semibold">Filters</h2>
            <button
              type="button"
              onClick={close}
              className="rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <Icon name="x" className="size-5" />
              <span className="sr-only">Close filters</span>
            </button>
          </div>
          <CheckboxGroup
            legend="Locations"
            name="city"
            options={INDIAN_CITIES.map((city) => ({ value: city.id, label: city.name }))}
            chosen={query.cities}
          />
          <CheckboxGroup
            legend="Roles"
            name="role"
            options={DISCOVER_ROLE_FILTERS.map((role) => ({ value: role, label: role }))}
            chosen={query.roles}
          />
          <CheckboxGroup
            legend="Experience"
            name="experience"
            options={EXPERIENCE_LEVELS.map((level) => ({ value: level.value, label: level.label }))}
            chosen={query.experience}
            columns={1}
          />
          <CheckboxGroup
            legend="Availability"
            name="availability"
            options={DISCOVER_AVAILABILITY_FILTERS.map(({ value, label }) => ({ value, label }))}
            chosen={query.availability}
            columns={1}
          />
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button asChild variant="ghost">
              <Link to={`/discover${discoverSearch({ q: query.q, category: query.category })}`}>
                Clear all filters
              </Link>
            </Button>
            <Button type="submit">Apply filters</Button>
          </div>
        </Form>
      </div>
    </details>
  );
}

function CheckboxGroup({
  legend,
  name,
  options,
  chosen,
  columns = 2,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  chosen: readonly string[];
  columns?: 1 | 2;
}) {
  return (
    <fieldset className="mt-4">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className={columns === 2 ? "grid grid-cols-2 gap-x-4 gap-y-2" : "grid gap-2"}>
        {options.map((option) => (
          <label key={option.value} className="check-option">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The filters in force as chips, each removable on its own, and Clear all filters. */
export function ActiveFilters({ query }: { query: DiscoverQuery }) {
  const chips = [
    ...query.cities.map((value) => ({
      label: cityName(value),
      without: { cities: query.cities.filter((v) => v !== value) },
    })),
    ...query.roles.map((value) => ({
      label: value,
      without: { roles: query.roles.filter((v) => v !== value) },
    })),
    ...query.experience.map((value) => ({
      label: experienceLabel(value),
      without: { experience: query.experience.filter((v) => v !== value) },
    })),
    ...query.availability.map((value) => ({
      label: availabilityLabel(value),
      without: { availability: query.availability.filter((v) => v !== value) },
    })),
  ];
  if (chips.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-wrap items-center gap-2" aria-label="Filters in use">
      {chips.map((chip) => (
        <li key={chip.label}>
          <Link
            to={`/discover${discoverSearch({ ...query, ...chip.without, page: 1 })}`}
            className="inline-flex h-8 items-center gap-1 rounded-full bg-secondary px-3 text-sm text-secondary-foreground hover:bg-secondary/80"
          >
            {chip.label}
            <Icon name="x" className="size-3.5" />
            <span className="sr-only">(remove filter)</span>
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={`/discover${discoverSearch({ q: query.q, category: query.category })}`}
          className="text-sm font-medium text-primary hover:underline"
        >
          Clear all filters
        </Link>
      </li>
    </ul>
  );
}
