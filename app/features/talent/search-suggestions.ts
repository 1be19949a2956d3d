/**
 * The rules of the search box's suggestions (spec part 2, sections 3 and 9):
 * recent searches (5 kept in the browser, 3 shown), trending searches (counted
 * on the server) and suggestions from real names and skills (5 shown).
 */
export const RECENT_SEARCHES_KEPT = 5;
export const RECENT_SEARCHES_SHOWN = 3;
export const TRENDING_SEARCHES_SHOWN = 3;
export const SUGGESTIONS_SHOWN = 5;
/** The spec's debounce before results and suggestions follow the typing. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Where recent searches live in the browser (the key of spec part 2, section 7). */
export const RECENT_SEARCHES_KEY = "recentSearches";

export type SuggestionType = "recent" | "trending" | "suggestion";
export type SearchSuggestion = { id: string; text: string; type: SuggestionType; category?: string };

const fold = (text: string) => text.trim().toLocaleLowerCase("en-IN");

/** The recent list after a search: newest first, once each (whatever the case), at most 5. */
export function rememberSearch(recent: readonly string[], text: string): string[] {
  const term = text.trim();
  if (!term) return recent.slice(0, RECENT_SEARCHES_KEPT);
  return [term, ...recent.filter((old) => fold(old) !== fold(term))].slice(0, RECENT_SEARCHES_KEPT);
}

/** Reads the stored recent list defensively: anything but a list of short strings counts as empty. */
export function parseRecentSearches(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (item): item is string => typeof item === "string" && item.trim().length > 0 && item.length <= 100,
      )
      .slice(0, RECENT_SEARCHES_KEPT);
  } catch {
    return [];
  }
}

/** Whether a suggestion fits what is typed: every typed word starts a word of it. */
export function matchesTyped(candidate: string, typed: string): boolean {
  const words = fold(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const candidateWords = fold(candidate).split(/[\s,/&()-]+/);
  return words.every((word) => candidateWords.some((candidateWord) => candidateWord.startsWith(word)));
}

/**
 * The list under the search box: recent (3), then trending (3), then
 * suggestions (5), each filtered by what is typed, without repeats, and
 * without the exact text already typed (choosing it would change nothing).
 */
export function composeSuggestions({
  typed,
  recent,
  trending,
  suggestions,
}: {
  typed: string;
  recent: readonly string[];
  trending: readonly string[];
  suggestions: readonly { text: string; category?: string }[];
}): SearchSuggestion[] {
  const seen = new Set([fold(typed)]);
  const take = (
    texts: readonly { text: string; category?: string }[],
    type: SuggestionType,
    limit: number,
  ) => {
    const picked: SearchSuggestion[] = [];
    for (const { text, category } of texts) {
      if (picked.length >= limit) break;
      if (seen.has(fold(text)) || !matchesTyped(text, typed)) continue;
      seen.add(fold(text));
      picked.push({ id: `${type}-${picked.length}`, text, type, ...(category ? { category } : {}) });
    }
    return picked;
  };
  const asItems = (texts: readonly string[]) => texts.map((text) => ({ text }));
  return [
    ...take(asItems(recent), "recent", RECENT_SEARCHES_SHOWN),
    ...take(asItems(trending), "trending", TRENDING_SEARCHES_SHOWN),
    ...take(suggestions, "suggestion", SUGGESTIONS_SHOWN),
  ];
}
