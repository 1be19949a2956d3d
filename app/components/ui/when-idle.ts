import { useEffect } from "react";

/** How long to wait for an idle moment before running anyway. */
const IDLE_TIMEOUT_MS = 4000;

/**
 * Runs `task` once the browser has an idle moment after the page's first work
 * (hydration, images), at most IDLE_TIMEOUT_MS later. For code a first paint
 * does not need but a visitor may use soon: a menu's sheet is fetched by then,
 * so the first tap opens it at once.
 */
export function useWhenIdle(task: () => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, with the first task given.
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    // Safari has no requestIdleCallback: after the load event and a moment more.
    const id = window.setTimeout(task, 1500);
    return () => window.clearTimeout(id);
  }, []);
}
