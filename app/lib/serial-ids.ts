/** The largest value of a PostgreSQL `serial` (int4); a larger number would make the query fail. */
const MAX_SERIAL = 2_147_483_647;

/**
 * The ids that can name a serial row, as numbers, without repeats. Anything
 * else ("abc", "007x", "99999999999") names nothing, so it is dropped here
 * instead of reaching PostgreSQL and failing the whole request.
 */
export function serialIds(ids: readonly string[]): number[] {
  const numbers = new Set<number>();
  for (const id of ids) {
    if (!/^[1-9]\d{0,9}$/.test(id)) continue;
    const value = Number(id);
    if (value <= MAX_SERIAL) numbers.add(value);
  }
  return [...numbers];
}

/** The serial id one path or query value names, or null ("12" → 12; "012", "abc", "1e3" → null). */
export function serialId(text: string | null | undefined): number | null {
  return text ? (serialIds([text])[0] ?? null) : null;
}
