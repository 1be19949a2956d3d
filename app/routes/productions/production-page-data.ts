import type { loadProductionPage } from "~/features/productions/get-production.server";
import type { ProductionPageData } from "~/features/productions/production-page-types";

/** The page's data as the browser gets it: dates as ISO strings. */
export function productionPageData(
  page: NonNullable<Awaited<ReturnType<typeof loadProductionPage>>>,
): ProductionPageData {
  const { production, people, postings, titles, viewerRole } = page;
  return {
    production: {
      ...production,
      verifiedAt: production.verifiedAt?.toISOString() ?? null,
    },
    people: people.map(({ joinedAt: _joined, ...person }) => person),
    postings,
    titles,
    viewerRole,
  };
}
