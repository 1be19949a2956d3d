/**
 * How much of a long list a page sends: a screenful of cards
 * first, then more each time the reader asks ("Show more"), never the whole
 * list at once. How many are shown is kept in the address (`?shown=18`), so a
 * reload, the back button and a shared link open the same cards, and the
 * button works without JavaScript.
 */

/** The address parameter that says how many cards are shown. */
export const SHOWN_PARAM = "shown";

/**
 * Cards per step: one screenful. Six fill the postings grids evenly at every
 * width (one, two or three columns) and keep a list page's HTML under the
 * 50 KB budget (docs/performance.md).
 */
export const CARDS_PER_STEP = 6;

/**
 * How many cards to show for this address: a whole number of steps, at least
 * one step and at most `max` (the list's own cap). Anything else, such as
 * `?shown=abc` or `?shown=-4`, reads as the first step.
 */
export function shownCards(params: URLSearchParams, max: number, step: number = CARDS_PER_STEP): number {
  const asked = Number(params.get(SHOWN_PARAM));
  if (!Number.isSafeInteger(asked) || asked <= step) return Math.min(step, max);
  return Math.min(Math.ceil(asked / step) * step, max);
}

/**
 * `search` (a list's query string, "" or "?…") with `shown` cards asked for:
 * the first step is left out of the address, so the plain list keeps its
 * plain address.
 */
export function searchShowing(search: string, shown: number, step: number = CARDS_PER_STEP): string {
  const params = new URLSearchParams(search);
  if (shown > step) params.set(SHOWN_PARAM, String(shown));
  else params.delete(SHOWN_PARAM);
  const query = params.toString();
  return query ? `?${query}` : "";
}
