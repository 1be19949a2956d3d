import { type DiscoverQuery, MAX_RANKED_RESULTS } from "~/features/talent/discover-params";
import type { TalentSearchResult } from "~/features/talent/search-talent.server";

const count = new Intl.NumberFormat("en-IN");

/** What the grid holds, in words; read out when it changes as the visitor types. */
export function ResultSummary({ query, results }: { query: DiscoverQuery; results: TalentSearchResult }) {
  const total = results.capped ? `${count.format(MAX_RANKED_RESULTS)}+` : count.format(results.total);
  const noun = results.total === 1 ? "professional" : "professionals";
  let text: string;
  if (results.mode === "similar-names") {
    text = `No exact match for “${query.q}”. Showing ${total} similar ${results.total === 1 ? "name" : "names"}.`;
  } else if (results.mode === "words") {
    text = `${total} ${noun} found for “${query.q}”`;
  } else {
    text = `${total} ${noun}`;
  }
  return (
    <div>
      <p role="status" aria-live="polite" className="font-medium">
        {text}
      </p>
      {results.capped ? (
        <p className="text-sm text-muted-foreground">
          Showing the best matches; add words or filters to narrow them.
        </p>
      ) : null}
      {results.pageCount > 1 ? (
        <p className="text-sm text-muted-foreground">
          Page {results.page} of {results.pageCount}
        </p>
      ) : null}
    </div>
  );
}
