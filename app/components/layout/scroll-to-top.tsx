import { useEffect } from "react";
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
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: path and query are the triggers.
  useEffect(() => {
    scrollEverythingToTop();
    const again = window.setTimeout(scrollEverythingToTop, TIMING.scrollRepeatMs);
    return () => window.clearTimeout(again);
  }, [pathname, search]);
  return null;
}
