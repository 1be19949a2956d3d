/**
 * The errors of a list sent as one JSON field, by row: Conform reports a
 * credit without a role as `experience[0].role` and a portfolio item's own
 * problem as `portfolio[2]`, which the list's `errors` (its top level only)
 * never shows. Row-level messages are under the key "" of their row.
 */
export function rowErrors(
  allErrors: Record<string, string[]> | undefined,
  listName: string,
): Map<number, Record<string, string[]>> {
  const rows = new Map<number, Record<string, string[]>>();
  const prefix = `${listName}[`;
  for (const [name, messages] of Object.entries(allErrors ?? {})) {
    if (!name.startsWith(prefix) || !messages?.length) continue;
    const match = /^\[(\d+)\](?:\.(\w+))?/.exec(name.slice(listName.length));
    if (!match) continue;
    const row = Number(match[1]);
    const field = match[2] ?? "";
    const errors = rows.get(row) ?? {};
    errors[field] = [...(errors[field] ?? []), ...messages];
    rows.set(row, errors);
  }
  return rows;
}
