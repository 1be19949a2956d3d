import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { CARDS_PER_STEP, SHOWN_PARAM, searchShowing } from "~/lib/shown-cards";

type ShowMoreProps = {
  /** How many cards the page shows now. */
  shown: number;
  /** How many match the search (the list's own count). */
  total: number;
  /** The list's cap: past it, the reader narrows the search instead. */
  max: number;
  /** What the cards are, plural, for the button's words ("auditions"). */
  noun: string;
  step?: number;
};

/**
 * "Show more auditions" under a list that sends one screenful at a time
 * (app/lib/shown-cards.ts): a link to the same address asking for one more
 * step, so it works before the page's scripts arrive; then it loads without
 * leaving the reader's place, and the first new card takes the focus
 * (`useFocusOnNewCards`).
 */
export function ShowMore({ shown, total, max, noun, step = CARDS_PER_STEP }: ShowMoreProps) {
  const location = useLocation();
  const navigation = useNavigation();
  if (shown >= Math.min(total, max)) return null;
  const next = Math.min(shown + step, max);
  const to = `${location.pathname}${searchShowing(location.search, next, step)}`;
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    new URLSearchParams(navigation.location.search).get(SHOWN_PARAM) === String(next);
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      <Button asChild variant="outline">
        <Link to={to} replace preventScrollReset aria-busy={loading || undefined}>
          {loading ? "Loading…" : `Show more ${noun}`}
        </Link>
      </Button>
      <p className="text-xs text-muted-foreground">{`${shown} of ${total} ${noun} shown`}</p>
    </div>
  );
}

/**
 * Gives the list's element to watch; when "Show more" adds cards to the same
 * search, the first new card's first link takes the focus, so a keyboard or
 * screen-reader user carries on where the list grew instead of at the button.
 * A new search that happens to find more cards moves nothing.
 */
export function useFocusOnNewCards<Element extends HTMLElement>(count: number) {
  const list = useRef<Element>(null);
  const search = searchShowing(useLocation().search, 0);
  const before = useRef({ count, search });
  useEffect(() => {
    const previous = before.current;
    before.current = { count, search };
    if (search !== previous.search || count <= previous.count) return;
    list.current?.children[previous.count]?.querySelector<HTMLElement>("a[href], button")?.focus();
  }, [count, search]);
  return list;
}
