/** Longer search text is cut here: no name, role or skill needs more. */
export const QUERY_MAX_CHARS = 100;

/** Search text as people mean it: no control characters, single spaces, at most 100 characters. */
export function cleanQuery(value: string | null | undefined): string {
  if (!value) return "";
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, QUERY_MAX_CHARS)
      .trim()
  );
}
