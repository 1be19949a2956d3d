import { CATEGORY_NAMES, type CategoryName } from "~/constants/category-names";

const MAX_SHORTCUTS = 5;

/**
 * Category shortcuts for an unknown path: the first five categories whose slug
 * or name shares a word with the path (e.g. /actors/xyz → Acting, Voice Acting).
 */
export function matchCategoriesForPath(pathname: string): CategoryName[] {
  const words = decodeSafely(pathname)
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 3);
  if (words.length === 0) return [];
  const stems = words.map(stem);
  return CATEGORY_NAMES.filter((category) => {
    const haystack = `${category.slug} ${category.name} ${category.singularName}`.toLowerCase();
    return stems.some((s) => haystack.includes(s));
  }).slice(0, MAX_SHORTCUTS);
}

/** Drops common endings so "actors", "acting" and "actor" all match "act". */
function stem(word: string) {
  return word.replace(/(ing|ors|ers|or|er|s)$/, "") || word;
}

function decodeSafely(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
