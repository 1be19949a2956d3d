import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { FilterChips } from "~/components/ui/filter-chips";
import { Label, NativeSelect } from "~/components/ui/input";
import { Form } from "~/components/ui/link";
import { PAY_FILTER_OPTIONS } from "~/constants/pay";
import { TIMING } from "~/constants/site";
import { BACKER_FILTER_LABEL, BACKER_FILTER_OPTIONS } from "~/features/productions/backer-filter";
import { usePendingQuery } from "~/lib/use-pending-query";
import { useScrolledPast } from "~/lib/use-scrolled-past";
import { cn } from "~/lib/utils";
import {
  JOB_EXPERIENCE_OPTIONS,
  JOB_FILTER_CODEC,
  JOB_LOCATION_OPTIONS,
  JOB_TYPE_OPTIONS,
  type JobQuery,
  jobSearch,
  POSTED_WITHIN_OPTIONS,
  rupees,
  SALARY_SLIDER,
  salaryRangeWords,
} from "../job-filters";

/** How long a pause in typing or sliding waits before the list follows. */
const SETTLE_MS = 300;

const SELECTS = [
  { name: "type", label: "Job type", options: JOB_TYPE_OPTIONS },
  { name: "location", label: "Location", options: JOB_LOCATION_OPTIONS, param: "where" },
  { name: "posted", label: "Posted within", options: POSTED_WITHIN_OPTIONS },
  { name: "experience", label: "Experience", options: JOB_EXPERIENCE_OPTIONS },
  { name: "pay", label: "Pay", options: PAY_FILTER_OPTIONS },
  { name: "by", label: BACKER_FILTER_LABEL, options: BACKER_FILTER_OPTIONS },
] as const;

/** Filters whose choices ("Verified productions only", "Expenses only") are cut short in half a phone's width. */
const WIDE_ON_PHONES = new Set<string>(["pay", "by"]);

/**
 * The sticky filter panel: type, place, posted within, experience, what it
 * pays, who posted it and the salary range. Every change goes into the
 * address (replacing it, so Back leaves the page rather than undoing each
 * change); the list answers as the person types or slides. Without
 * JavaScript the form submits the same address.
 */
export function JobFiltersPanel({ query: current }: { query: JobQuery }) {
  const query = usePendingQuery("/jobs", current, JOB_FILTER_CODEC.parse);
  const navigate = useNavigate();
  const scrolled = useScrolledPast(TIMING.stickyShadowThresholdPx);
  const [salary, setSalary] = useState({ min: query.salaryMin, max: query.salaryMax });
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(
    () => setSalary({ min: query.salaryMin, max: query.salaryMax }),
    [query.salaryMin, query.salaryMax],
  );

  const go = (next: JobQuery) => navigate(`/jobs${jobSearch(next)}`, { replace: true });

  const slide = (end: "min" | "max", value: number) => {
    const next = { ...salary, [end]: value };
    // The two ends never cross: moving one past the other moves both.
    if (end === "min" && next.min > next.max) next.max = next.min;
    if (end === "max" && next.max < next.min) next.min = next.max;
    setSalary(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => go({ ...query, salaryMin: next.min, salaryMax: next.max }),
      SETTLE_MS,
    );
  };

  return (
    <section
      aria-label="Filter jobs"
      className={cn(
        "z-10 rounded-xl border bg-card p-4 transition-shadow md:sticky md:top-16",
        scrolled ? "shadow-lg" : "shadow-sm",
      )}
    >
      <Form method="get" action="/jobs" className="grid gap-4">
        {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
        {query.category !== "all" ? <input type="hidden" name="category" value={query.category} /> : null}
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
          {SELECTS.map((select) => (
            <div
              key={select.name}
              className={cn("grid gap-1", WIDE_ON_PHONES.has(select.name) && "col-span-2 md:col-span-1")}
            >
              <Label htmlFor={`job-filter-${select.name}`} className="text-xs text-muted-foreground">
                {select.label}
              </Label>
              <NativeSelect
                id={`job-filter-${select.name}`}
                name={"param" in select ? select.param : select.name}
                value={query[select.name]}
                onChange={(event) => go({ ...query, [select.name]: event.target.value })}
              >
                {select.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ))}
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-xs text-muted-foreground">
            Salary: {salaryRangeWords(salary.min, salary.max)}
            <span className="sr-only"> (jobs without a figure are always shown)</span>
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {(["min", "max"] as const).map((end) => (
              <div key={end} className="grid gap-1">
                <Label htmlFor={`job-salary-${end}`} className="text-xs">
                  {end === "min" ? "Minimum" : "Maximum"}
                </Label>
                <input
                  id={`job-salary-${end}`}
                  name={end}
                  type="range"
                  min={SALARY_SLIDER.min}
                  max={SALARY_SLIDER.max}
                  step={SALARY_SLIDER.step}
                  value={salary[end]}
                  aria-valuetext={rupees.format(salary[end])}
                  onChange={(event) => slide(end, Number(event.target.value))}
                  className="accent-primary"
                />
              </div>
            ))}
          </div>
        </fieldset>
        <Button type="submit" variant="outline" size="sm" className="justify-self-start">
          Apply filters
        </Button>
      </Form>
      {/* Each filter in force, removable on its own, then Clear all filters (spec part 1, section 4). */}
      <FilterChips
        chips={JOB_FILTER_CODEC.chips(query).map((chip) => ({
          key: chip.key,
          label: chip.label,
          to: `/jobs${jobSearch(chip.without)}`,
        }))}
        clearAllTo={`/jobs${jobSearch(JOB_FILTER_CODEC.cleared(query))}`}
      />
    </section>
  );
}
