/** At most this many words of a search are used; the rest add nothing a person would miss. */
export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_CHARS = 40;

/**
 * The words of a search, lower-cased: runs of letters and digits in any
 * script, so "Aarav O'Brien-Shah" gives aarav, o, brien, shah. Every other
 * character (quotes, &, |, !, :, *, brackets) is a separator, which is what
 * makes the words safe to hand to PostgreSQL's to_tsquery.
 */
export function searchWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_WORD_CHARS)))].slice(0, MAX_SEARCH_WORDS);
}
