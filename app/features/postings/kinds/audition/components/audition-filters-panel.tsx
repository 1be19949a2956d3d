import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { FilterChips } from "~/components/ui/filter-chips";
import { Icon } from "~/components/ui/icon";
import { Input, Label, NativeSelect } from "~/components/ui/input";
import { Form } from "~/components/ui/link";
import { BACKER_FILTER_LABEL } from "~/features/productions/backer-filter";
import { cleanQuery } from "~/lib/search-text";
import { usePendingQuery } from "~/lib/use-pending-query";
import { useSearchBox } from "~/lib/use-search-box";
import {
  AUDITION_FILTER_CODEC,
  AUDITION_FILTERS,
  type AuditionFilterName,
  type AuditionQuery,
  auditionSearch,
  FILTER_NAMES,
} from "../audition-filters";

const FILTER_LABELS: Record<AuditionFilterName, string> = {
  location: "Location",
  type: "Type",
  pay: "Pay",
  experience: "Experience",
  gender: "Gender",
  by: BACKER_FILTER_LABEL,
};

/**
 * Search and filters. Every change goes into the address (replacing it, so
 * Back leaves the page rather than undoing each keystroke); the list answers
 * as the person types. Without JavaScript the form submits the same address.
 */
export function AuditionFiltersPanel({ query: current }: { query: AuditionQuery }) {
  const query = usePendingQuery("/auditions", current, AUDITION_FILTER_CODEC.parse);
  const navigate = useNavigate();
  // A new filter starts at the top of the page (spec part 1, "Shared shell"; decision 020); text
  // being typed keeps the reader's place, so the box stays where they type.
  const go = (next: AuditionQuery, { typing = false } = {}) =>
    navigate(`/auditions${auditionSearch(next)}`, { replace: true, preventScrollReset: typing });
  const box = useSearchBox(query.q, (value) => go({ ...query, q: cleanQuery(value) }, { typing: true }));

  const chips = AUDITION_FILTER_CODEC.chips(query);

  return (
    <section
      aria-label="Search and filter auditions"
      className="z-10 rounded-xl border bg-card p-4 shadow-sm md:sticky md:top-16"
    >
      <Form method="get" action="/auditions" className="grid gap-3">
        {query.tab !== "upcoming" ? <input type="hidden" name="tab" value={query.tab} /> : null}
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Label htmlFor="audition-search" className="sr-only">
              Search auditions
            </Label>
            <Icon
              name="search"
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              ref={box.inputRef}
              id="audition-search"
              name="q"
              type="search"
              value={box.text}
              maxLength={100}
              placeholder="Search by title, project, company, role or place"
              className="pl-9"
              onChange={(event) => box.type(event.target.value)}
            />
          </div>
          <Button type="submit">Search</Button>
        </div>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
          {FILTER_NAMES.map((name) => (
            <div key={name} className={name === "by" ? "col-span-2 grid gap-1 md:col-span-1" : "grid gap-1"}>
              <Label htmlFor={`audition-filter-${name}`} className="text-xs text-muted-foreground">
                {FILTER_LABELS[name]}
              </Label>
              <NativeSelect
                id={`audition-filter-${name}`}
                name={name}
                value={query[name]}
                onChange={(event) =>
                  go({ ...query, q: cleanQuery(box.text), [name]: event.target.value } as AuditionQuery)
                }
              >
                {AUDITION_FILTERS[name].map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ))}
        </div>
      </Form>
      <FilterChips
        chips={chips.map((chip) => ({
          key: chip.key,
          label: chip.label,
          to: `/auditions${auditionSearch(chip.without)}`,
        }))}
        clearAllTo={`/auditions${auditionSearch(AUDITION_FILTER_CODEC.cleared(query))}`}
      />
    </section>
  );
}
