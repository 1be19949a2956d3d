/**
 * The start of a long text, as much as a card shows (decision 042: send what
 * the cards show): at most `maxChars`, cut at a word boundary, with "…" when
 * anything was left out. The card still clamps it to its lines; this only
 * keeps the rest of the text out of the page and its data.
 */
export function excerpt(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const lastSpace = cut.search(/\s\S*$/);
  // One very long word: cut inside it rather than show nothing.
  const kept = lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut;
  return `${kept.replace(/[\s,;:.\u2013\u2014-]+$/u, "")}…`;
}
