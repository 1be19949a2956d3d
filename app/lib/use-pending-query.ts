import { useNavigation } from "react-router";

/**
 * A list page's query as its controls should show it: while the next list is
 * loading at `pathname`, the query that list was asked for (so a select or a
 * checkbox shows the choice just made instead of snapping back until the
 * answer arrives); otherwise the page's own.
 */
export function usePendingQuery<Query>(
  pathname: string,
  current: Query,
  parse: (params: URLSearchParams) => Query,
): Query {
  const next = useNavigation().location;
  return next?.pathname === pathname ? parse(new URLSearchParams(next.search)) : current;
}
