type NamedCategory = { singularName: string };

/**
 * The category that is the member's own work: the one their role names
 * ("Director" → Directing, "Film Editor" → Editing, "Casting Director" →
 * Casting, not Directing), else the first they chose. Categories are kept in
 * the site's order, not the member's, so the first alone described an
 * actor-director as an actor.
 */
export function ownCategory<C extends NamedCategory>(categories: readonly C[], role: string): C | undefined {
  const said = role.trim().toLowerCase();
  const exact = categories.find((category) => category.singularName.toLowerCase() === said);
  if (exact) return exact;
  const named = categories
    .filter((category) => said.includes(category.singularName.toLowerCase()))
    .sort((a, b) => b.singularName.length - a.singularName.length);
  return named[0] ?? categories[0];
}
