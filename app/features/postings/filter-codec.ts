/** One filter in force, as a chip: what it says, and the query without it (where its × leads). */
export type FilterChip<Query> = { key: string; label: string; without: Query };

/**
 * A posting list's search and filters as its address holds them:
 * each kind has one codec that reads the address, writes a query back and
 * names the filters in force, so the list's loader, its filter panel, its
 * chips and (for jobs) the saved alert all agree. Every kind's codec is held
 * to the same rules by one test (app/routes/postings/posting-filters.test.ts):
 * - `parse` reads anything: what it does not know reads as the default, so
 *   an old or edited link still opens a sensible page;
 * - `search` writes only what differs from `defaults` ("" for none, else
 *   "?…"), and reading it back gives the same query;
 * - `chips` names each filter in force, and each chip's `without` is the
 *   query with that one filter gone;
 * - `cleared` is the query with every chip's filter gone (Clear Filters),
 *   keeping what is not a filter (the words searched, the tab).
 */
export type FilterCodec<Query> = {
  defaults: Query;
  parse(params: URLSearchParams): Query;
  search(query: Query): string;
  chips(query: Query): FilterChip<Query>[];
  cleared(query: Query): Query;
};

/** The option whose value the address names, else the fallback (an unknown value is no filter). */
export function oneOf<T extends string>(
  value: string | null,
  allowed: readonly { value: T }[],
  fallback: T,
): T {
  return allowed.find((option) => option.value === value)?.value ?? fallback;
}

/** A query string as a link's search: "?a=1", or "" when there is nothing to say. */
export function asSearch(params: URLSearchParams): string {
  const search = params.toString();
  return search ? `?${search}` : "";
}
