import { and, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { postingWords } from "~/db/schema";
import { correctWords } from "~/lib/correct-words.server";
import { containsPattern } from "~/lib/like-pattern";

/** A search reads at most this many words; more is a pasted paragraph, not a search. */
const MAX_WORDS = 8;

/**
 * How alike a word and its correction must be (pg_trgm's similarity): 0.3, its
 * own default. Posting words are longer than names ("marathii"/"marathi" 0.7,
 * "seris"/"series" 0.44), so a looser bar would only add wrong guesses.
 */
const MIN_WORD_SIMILARITY = 0.3;

/**
 * The words of a search, lower-cased: letters (with their vowel signs) and digits, each once. A search
 * of symbols only ("%", "--") is one word as typed, looked for as it is.
 */
export function searchWords(text: string): string[] {
  const lowered = text.trim().toLowerCase();
  const words = lowered.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return lowered ? [lowered] : [];
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * For a posting query's where: every word is somewhere in `text` (a lower-cased
 * SQL expression of the posting's searchable fields), in any order and any
 * field: "marathi web series" finds "a Marathi series for the web".
 */
export function everyWordIn(words: string[], text: SQL): SQL | undefined {
  return and(...words.map((word) => sql`${text} like ${containsPattern(word)}`));
}

/**
 * The search's words with each one that starts no word of any posting replaced
 * by the closest word that does (posting_words), or null when there is nothing
 * to correct: every word already starts a posting's word, or none has a word
 * alike. Words under three letters are left as typed. One statement; each
 * lookup is an index probe (decision 030 did the same for names).
 */
export function correctPostingWords(db: Database, words: string[]): Promise<string[] | null> {
  return correctWords(db, { table: postingWords, word: postingWords.word }, words, {
    minSimilarity: MIN_WORD_SIMILARITY,
    minLength: 3,
  });
}

/**
 * A list read with its search's words, and read again with the words
 * corrected when nothing matched them as typed; `correctedQuery` then says
 * what was searched for instead (the page says so).
 */
export async function withCorrectedWords<List>(
  db: Database,
  query: string,
  read: (words: string[]) => Promise<List>,
  /** How many the list found. */
  found: (list: List) => number,
): Promise<List & { correctedQuery: string | null }> {
  const words = searchWords(query);
  const list = await read(words);
  if (found(list) > 0 || words.length === 0) return { ...list, correctedQuery: null };
  const corrected = await correctPostingWords(db, words);
  if (!corrected) return { ...list, correctedQuery: null };
  const again = await read(corrected);
  return { ...again, correctedQuery: found(again) > 0 ? corrected.join(" ") : null };
}
