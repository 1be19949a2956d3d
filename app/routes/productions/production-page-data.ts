import type { ProductionPostings } from "~/features/postings/production-postings.server";
import type { loadProductionPage } from "~/features/productions/get-production.server";
import type { ProductionPageData } from "~/features/productions/production-page-types";

/** The page's data as the browser gets it: dates as ISO strings, and no account ids. */
export function productionPageData(
  page: NonNullable<Awaited<ReturnType<typeof loadProductionPage<ProductionPostings>>>>,
): ProductionPageData {
  const { production, people, postings, titles, viewerRole } = page;
  // Whether its verification is held (an owner is suspended) is for its owners' page only.
  const { verificationHeld: _held, ...shown } = production;
  return {
    production: {
      ...shown,
      verifiedAt: production.verifiedAt?.toISOString() ?? null,
    },
    // Account ids stay on the server: people are named by profile id and username.
    people: people.map(({ joinedAt: _joined, userId: _account, ...person }) => person),
    postings,
    titles,
    viewerRole,
  };
}
