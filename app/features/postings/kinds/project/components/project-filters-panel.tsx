import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { FilterChips } from "~/components/ui/filter-chips";
import { Label, NativeSelect } from "~/components/ui/input";
import { Form } from "~/components/ui/link";
import {
  PROJECT_CATEGORIES,
  PROJECT_FILTER_CATEGORIES,
  type ProjectCategory,
} from "~/constants/collaboration";
import { PAY_FILTER_OPTIONS } from "~/constants/pay";
import { TIMING } from "~/constants/site";
import {
  BACKER_FILTER_LABEL,
  BACKER_FILTER_OPTIONS,
  BACKER_FILTER_PARAM,
} from "~/features/productions/backer-filter";
import { urlSlug } from "~/lib/url-slug";
import { usePendingQuery } from "~/lib/use-pending-query";
import { useScrolledPast } from "~/lib/use-scrolled-past";
import { cn } from "~/lib/utils";
import {
  PROJECT_FILTER_CODEC,
  PROJECT_STATUS_OPTIONS,
  type ProjectQuery,
  projectSearch,
  ROLE_OPTIONS,
  TEAM_SIZE_OPTIONS,
} from "../project-filters";

/**
 * The sticky filter panel (spec part 1): category, status, team size and the
 * roles a project looks for. Every change goes into the address (replacing
 * it, so Back leaves the page rather than undoing each click); without
 * JavaScript the form submits the same address.
 */
export function ProjectFiltersPanel({ query: current }: { query: ProjectQuery }) {
  const scrolled = useScrolledPast(TIMING.stickyShadowThresholdPx);
  const navigate = useNavigate();
  const query = usePendingQuery("/collaboration", current, PROJECT_FILTER_CODEC.parse);
  const go = (next: ProjectQuery) => navigate(`/collaboration${projectSearch(next)}`, { replace: true });
  const chips = PROJECT_FILTER_CODEC.chips(query);

  return (
    <section
      aria-label="Filter projects"
      className={cn(
        "z-10 rounded-xl border bg-card p-4 transition-shadow md:sticky md:top-16",
        scrolled ? "shadow-lg" : "shadow-sm",
      )}
    >
      <Form method="get" action="/collaboration" className="grid gap-3">
        {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
        {query.city !== "all" ? <input type="hidden" name="city" value={query.city} /> : null}
        {query.tab !== "projects" ? <input type="hidden" name="tab" value={query.tab} /> : null}
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
          <div className="grid gap-1">
            <Label htmlFor="project-filter-category" className="text-xs text-muted-foreground">
              Category
            </Label>
            <NativeSelect
              id="project-filter-category"
              name="category"
              value={query.category === "all" ? "all" : urlSlug(query.category)}
              onChange={(event) =>
                go({
                  ...query,
                  category: PROJECT_CATEGORIES.find((name) => urlSlug(name) === event.target.value) ?? "all",
                })
              }
            >
              <option value="all">All categories</option>
              {categoryOptions(query).map((category) => (
                <option key={category} value={urlSlug(category)}>
                  {category}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="project-filter-status" className="text-xs text-muted-foreground">
              Status
            </Label>
            <NativeSelect
              id="project-filter-status"
              name="status"
              value={query.status}
              onChange={(event) => go({ ...query, status: event.target.value as ProjectQuery["status"] })}
            >
              {PROJECT_STATUS_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="project-filter-team" className="text-xs text-muted-foreground">
              Team size
            </Label>
            <NativeSelect
              id="project-filter-team"
              name="team"
              value={String(query.team)}
              onChange={(event) => go({ ...query, team: Number(event.target.value) })}
            >
              {TEAM_SIZE_OPTIONS.map((option) => (
                <option key={option.value} value={String(option.value)}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="project-filter-pay" className="text-xs text-muted-foreground">
              Pay
            </Label>
            <NativeSelect
              id="project-filter-pay"
              name="pay"
              value={query.pay}
              onChange={(event) => go({ ...query, pay: event.target.value as ProjectQuery["pay"] })}
            >
              {PAY_FILTER_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="project-filter-by" className="text-xs text-muted-foreground">
              {BACKER_FILTER_LABEL}
            </Label>
            <NativeSelect
              id="project-filter-by"
              name={BACKER_FILTER_PARAM}
              value={query.by}
              onChange={(event) => go({ ...query, by: event.target.value as ProjectQuery["by"] })}
            >
              {BACKER_FILTER_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1 col-span-2 md:col-span-1">
            <span id="project-filter-roles" className="text-xs text-muted-foreground">
              Looking for
            </span>
            <details className="group relative" aria-labelledby="project-filter-roles">
              <summary className="field-control flex cursor-pointer list-none items-center justify-between text-sm">
                {query.roles.length === 0
                  ? "Any role"
                  : `${query.roles.length} ${query.roles.length === 1 ? "role" : "roles"}`}
                <span aria-hidden className="text-muted-foreground">
                  ▾
                </span>
              </summary>
              <fieldset className="absolute right-0 left-0 z-20 mt-1 grid max-h-72 gap-1 overflow-y-auto rounded-lg border bg-popover p-3 shadow-lg">
                <legend className="sr-only">Looking for any of these roles</legend>
                {ROLE_OPTIONS.map((role) => (
                  <label key={role.value} className="check-option">
                    <input
                      type="checkbox"
                      name="role"
                      value={role.value}
                      checked={query.roles.includes(role.value)}
                      onChange={(event) =>
                        go({
                          ...query,
                          roles: event.target.checked
                            ? [...query.roles, role.value]
                            : query.roles.filter((value) => value !== role.value),
                        })
                      }
                    />
                    {role.label}
                  </label>
                ))}
              </fieldset>
            </details>
          </div>
        </div>
        <noscript>
          <Button type="submit" size="sm">
            Apply filters
          </Button>
        </noscript>
      </Form>
      <FilterChips
        chips={chips.map((chip) => ({
          key: chip.key,
          label: chip.label,
          to: `/collaboration${projectSearch(chip.without)}`,
        }))}
        clearAllTo={`/collaboration${projectSearch(PROJECT_FILTER_CODEC.cleared(query))}`}
      />
    </section>
  );
}

/** The panel's categories, and the one in force if a quick chip chose one the panel does not list (Commercial, Web Series). */
function categoryOptions(query: ProjectQuery): readonly ProjectCategory[] {
  return query.category === "all" || (PROJECT_FILTER_CATEGORIES as readonly string[]).includes(query.category)
    ? PROJECT_FILTER_CATEGORIES
    : [...PROJECT_FILTER_CATEGORIES, query.category];
}
