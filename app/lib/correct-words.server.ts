import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";

/**
 * A search's words with each one that starts no word of a dictionary table
 * (one `word` column, in byte order, with a GiST trigram index: name_words,
 * posting_words) replaced by the dictionary's closest word at least
 * `minSimilarity` alike (pg_trgm's similarity), or null when there is nothing
 * to correct: every word already starts a dictionary word, or none has one
 * alike. Words shorter than `minLength` stay as typed. One statement; each
 * lookup is an index probe (decision 030).
 */
export async function correctWords(
  db: Database,
  dictionary: { table: PgTable; word: PgColumn },
  words: string[],
  { minSimilarity, minLength = 1 }: { minSimilarity: number; minLength?: number },
): Promise<string[] | null> {
  if (words.length === 0) return null;
  const { table, word } = dictionary;
  const asked: SQL = sql.join(
    words.map((one) => sql`${one}::text`),
    sql`, `,
  );
  const { rows } = (await db.execute(sql`
    select asked.word as word, (
      select ${word} from ${table}
      where char_length(asked.word) >= ${minLength}
        -- A word that starts a dictionary word is a prefix of it, not a misspelling.
        and not exists (
          select 1 from ${table}
          where ${word} >= asked.word and ${word} < asked.word || chr(1114111)
        )
        and similarity(${word}, asked.word) >= ${minSimilarity}
      order by ${word} <-> asked.word
      limit 1
    ) as correction
    from unnest(array[${asked}]) with ordinality as asked(word, position)
    order by asked.position`)) as unknown as { rows: { word: string; correction: string | null }[] };
  if (!rows.some((row) => row.correction !== null)) return null;
  return rows.map((row) => row.correction ?? row.word);
}
