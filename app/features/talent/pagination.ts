export type PageItem = { kind: "page"; page: number } | { kind: "gap"; key: string };

/**
 * The pages a pager shows (spec part 2, section 9): the first page, the last,
 * the current one and its neighbours, with a gap wherever pages are skipped.
 * A gap that would hide a single page shows that page instead.
 */
export function pageItems(current: number, pageCount: number): PageItem[] {
  if (pageCount <= 1) return [];
  const page = Math.min(Math.max(current, 1), pageCount);
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const n of pages) {
    if (n - previous === 2) items.push({ kind: "page", page: n - 1 });
    else if (n - previous > 2) items.push({ kind: "gap", key: `gap-${previous}` });
    items.push({ kind: "page", page: n });
    previous = n;
  }
  return items;
}
