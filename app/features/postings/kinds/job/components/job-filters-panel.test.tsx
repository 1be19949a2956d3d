import { renderToString } from "react-dom/server";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { JOB_FILTER_CODEC } from "../job-filters";
import { JobFiltersPanel } from "./job-filters-panel";

/** The panel for the address's query, as the jobs page draws it. */
function Panel() {
  return <JobFiltersPanel query={JOB_FILTER_CODEC.parse(new URLSearchParams(useLocation().search))} />;
}
const Stub = createRoutesStub([{ path: "/jobs", Component: Panel }]);

/** Server-renders the panel at the jobs list's address. */
const render = (search: string) => renderToString(<Stub initialEntries={[`/jobs?${search}`]} />);

/** Each link's accessible name (its aria-label, else its text) and where it goes. */
function links(html: string) {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(([tag, href, text]) => ({
    name: /aria-label="([^"]*)"/.exec(tag)?.[1] ?? text!.replace(/<[^>]+>/g, "").trim(),
    href: href!.replaceAll("&amp;", "&"),
  }));
}

describe("the jobs filter panel's chips (spec part 1, section 4)", () => {
  it("shows each filter in force as a chip that removes only itself, then Clear all filters", () => {
    const html = render("q=editor&category=acting&type=contract&posted=7d&min=20000&max=60000");
    expect(links(html)).toEqual([
      {
        name: "Remove filter: Contract",
        href: "/jobs?q=editor&category=acting&posted=7d&min=20000&max=60000",
      },
      {
        name: "Remove filter: Last 7 days",
        href: "/jobs?q=editor&category=acting&type=contract&min=20000&max=60000",
      },
      {
        name: "Remove filter: ₹20,000 to ₹60,000",
        href: "/jobs?q=editor&category=acting&type=contract&posted=7d",
      },
      // The words searched and the category tab are not filters: they stay.
      { name: "Clear all filters", href: "/jobs?q=editor&category=acting" },
    ]);
  });

  it("shows no chips and no Clear all filters when nothing is filtered", () => {
    expect(links(render("q=editor&category=acting"))).toEqual([]);
  });
});
