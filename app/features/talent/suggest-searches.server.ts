import { and, asc, sql } from "drizzle-orm";
import { CATEGORIES } from "~/constants/categories";
import { ROLE_FILTERS } from "~/constants/talent";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { shownTo } from "~/features/blocks/member-reach.server";
import { matchesTyped, SUGGESTIONS_SHOWN } from "./search-suggestions";
import { searchWords } from "./search-words";

/** Names shown among the suggestions; skills and roles fill the rest. */
const NAMES_SHOWN = 3;
const NAME_CANDIDATES = 50;

/** Every skill our categories list, and the role labels, each once: what people search for besides names. */
const KNOWN_TERMS: { text: string; category?: string }[] = (() => {
  const seen = new Set<string>();
  const terms: { text: string; category?: string }[] = [];
  for (const role of ROLE_FILTERS) {
    seen.add(role.toLowerCase());
    terms.push({ text: role });
  }
  for (const category of CATEGORIES) {
    for (const skill of category.skills) {
      if (seen.has(skill.toLowerCase())) continue;
      seen.add(skill.toLowerCase());
      terms.push({ text: skill, category: category.name });
    }
  }
  return terms;
})();

/**
 * Suggestions for what is typed: real names whose words start with the typed
 * words (the search document's name part, weight A), then skills and roles
 * that match. At most 5; nothing for fewer than 2 characters. Never the
 * name of a suspended member, nor of one the viewer and they have blocked
 * either way (member-reach.server.ts).
 */
export async function suggestSearches(db: Database, typed: string, viewerId: string | null) {
  const words = searchWords(typed);
  if (words.join("").length < 2) return [];
  const nameQuery = sql.join(
    words.map((word) => sql`to_tsquery('simple', ${`${word}:*A`})`),
    sql` && `,
  );
  // A few dozen candidates are plenty for three names, and keep a two-letter prefix cheap among a million.
  const candidates = db
    .select({ name: profiles.name })
    .from(profiles)
    .where(and(sql`${profiles.searchDocument} @@ (${nameQuery})`, shownTo(viewerId, profiles.userId)))
    .limit(NAME_CANDIDATES)
    .as("candidates");
  const names = await db
    .selectDistinct({ text: candidates.name })
    .from(candidates)
    .orderBy(asc(candidates.name))
    .limit(NAMES_SHOWN);
  const terms = KNOWN_TERMS.filter((term) => matchesTyped(term.text, typed));
  return [...names, ...terms].slice(0, SUGGESTIONS_SHOWN);
}
