import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Types into the help search and waits for what follows it: the query is
 * written to the URL a moment after typing stops, and that query change
 * scrolls the page to the top (spec part 1: every change of path or query),
 * which turns the header back into its gradient. A check made before then
 * (an axe contrast scan in particular) would see the header mid-change.
 */
export async function searchHelpAndSettle(page: Page, searchBox: Locator, text: string) {
  await searchBox.fill(text);
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === text);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}
