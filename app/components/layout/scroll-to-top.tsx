import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { TIMING } from "~/constants/site";

/** Elements marked with this attribute are scrolled back to the top too. */
export const SCROLL_CONTAINER_ATTRIBUTE = "data-scroll-container";

function scrollEverythingToTop() {
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  for (const element of document.querySelectorAll(`[${SCROLL_CONTAINER_ATTRIBUTE}]`)) {
    element.scrollTop = 0;
  }
}

/**
 * The spec scrolls to the top on every change of path or query, and again
 * 100 ms later to undo any scroll a late-rendering page caused.
 *
 * The first load of a document is not a change: there the browser owns the
 * scroll position (a reload keeps the reader's place, a #link lands on its
 * anchor), and a scroll 100 ms after hydration would yank away a visitor who
 * had already started scrolling.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const place = pathname + search;
  const shown = useRef(place);
  const repeat = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (shown.current === place) return;
    shown.current = place;
    scrollEverythingToTop();
    window.clearTimeout(repeat.current);
    repeat.current = window.setTimeout(scrollEverythingToTop, TIMING.scrollRepeatMs);
  }, [place]);
  return null;
}
