/**
 * A LIKE pattern that finds `text` anywhere: the user's own % and _ are
 * matched as themselves, not as wildcards (PostgreSQL's default escape is \).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
