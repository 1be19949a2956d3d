/** A count as the feed shows it (spec part 2, section 9): 999, then 1.0k, 12.5k, then 1.0M. */
export function formatCount(count: number): string {
  if (count < 1000) return String(count);
  // Rounded down, so 999,999 never reads as "1000.0k".
  if (count < 1_000_000) return `${(Math.floor(count / 100) / 10).toFixed(1)}k`;
  return `${(Math.floor(count / 100_000) / 10).toFixed(1)}M`;
}
