import { and, getTableColumns, isNull, notExists, notInArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { CATEGORIES, type CategoryDefinition } from "~/constants/categories";
import { CITIES, CITY_ALIASES, type CityDefinition } from "~/constants/cities";
import type { Database, Transaction } from "./client.server";
import { auditions, categories, cities, profiles } from "./schema";

/** What the reference tables must hold; the constants, unless a test passes its own. */
export type ReferenceDefinitions = {
  cities: readonly CityDefinition[];
  categories: readonly CategoryDefinition[];
};

/** What one sync did: rows inserted or changed, rows kept but newly retired, rows deleted. */
export type ReferenceSyncResult = { written: number; retired: number; removed: number };

/**
 * Brings the `cities` and `categories` tables in step with the constants, the
 * one place a person edits them (decision 026). Runs at every start-up, after
 * the migrations and inside the start-up lock (see migrate.server.ts), so an
 * edited constant reaches every existing database with the release.
 *
 * - Every constant is upserted by its key, its position in the list becoming
 *   `sort_order`; a row already equal is left alone, so a start-up with
 *   nothing changed writes nothing.
 * - A row the constants no longer define is deleted when no profile or
 *   audition points at it; one still in use is kept for those rows and
 *   retired (`retired_at`), which leaves it out of every list, until a later
 *   start-up finds it unused. Putting the constant back brings the row back.
 *
 * One transaction: a failure leaves the tables as they were, and the start-up fails.
 */
export async function syncReferenceData(
  db: Database,
  definitions: ReferenceDefinitions = { cities: CITIES, categories: CATEGORIES },
  now = new Date(),
): Promise<ReferenceSyncResult> {
  return db.transaction(async (tx) => {
    const cityRows = await tx
      .insert(cities)
      .values(definitions.cities.map((city, index) => ({ ...city, sortOrder: index, retiredAt: null })))
      .onConflictDoUpdate(updateWhenChanged(cities, cities.id))
      .returning({ id: cities.id });
    const categoryRows = await tx
      .insert(categories)
      .values(
        definitions.categories.map((category, index) => ({ ...category, sortOrder: index, retiredAt: null })),
      )
      .onConflictDoUpdate(updateWhenChanged(categories, categories.slug))
      .returning({ slug: categories.slug });

    // Rows whose key the constants no longer hold.
    const oldCities = notInArray(
      cities.id,
      definitions.cities.map((city) => city.id),
    );
    const oldCategories = notInArray(
      categories.slug,
      definitions.categories.map((category) => category.slug),
    );
    const cityUnused = and(
      notExists(tx.select({ one: sql`1` }).from(profiles).where(sql`${profiles.cityId} = ${cities.id}`)),
      notExists(tx.select({ one: sql`1` }).from(auditions).where(sql`${auditions.cityId} = ${cities.id}`)),
    );
    // Profiles list their categories by slug, without a foreign key.
    const categoryUnused = notExists(
      tx.select({ one: sql`1` }).from(profiles).where(sql`${categories.slug} = any(${profiles.categories})`),
    );
    const removed =
      (await removeUnused(tx, cities, and(oldCities, cityUnused)!)) +
      (await removeUnused(tx, categories, and(oldCategories, categoryUnused)!));
    const retired =
      (await retire(tx, cities, oldCities, now)) + (await retire(tx, categories, oldCategories, now));

    await linkProfilesToCities(tx, definitions.cities);
    return { written: cityRows.length + categoryRows.length, retired, removed };
  });
}

/**
 * Profiles whose typed place names a city the list has since learnt (a city
 * added, a new alias) are linked to it, as saving the profile would link
 * them (findCityByName: the place's first part, by name or alias), so every
 * city's figures count the members already there. Only profiles without a
 * city: a member's own choice is never changed.
 */
async function linkProfilesToCities(tx: Transaction, definitions: readonly CityDefinition[]) {
  const names = definitions.flatMap((city) =>
    [city.name, ...(CITY_ALIASES[city.id] ?? [])].map((name) => sql`(${city.id}, ${normalisedName(name)})`),
  );
  if (names.length === 0) return;
  await tx.execute(sql`
    update ${profiles} set city_id = known.id
    from (values ${sql.join(names, sql`, `)}) as known(id, name)
    where ${profiles.cityId} is null
      and lower(regexp_replace(trim(split_part(${profiles.location}, ',', 1)), ${WHITESPACE_RUNS}, ' ', 'g')) = known.name`);
}

/** Runs of white space, as a parameter (a backslash in the SQL text would be a template escape). */
const WHITESPACE_RUNS = "\\s+";

/** As app/constants/cities.ts compares place names: trimmed, lower case, single spaces. */
const normalisedName = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

type ReferenceTable = typeof cities | typeof categories;

/**
 * On a key already there, `set column = excluded.column` for every column but
 * the key, only when the stored row differs: a start-up with nothing changed
 * writes nothing (and leaves no dead row versions behind).
 */
function updateWhenChanged(table: ReferenceTable, key: PgColumn) {
  const set = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => column.name !== key.name)
      .map(([property, column]) => [property, sql.raw(`excluded."${column.name}"`)]),
  );
  return { target: key, set, setWhere: sql`(${table}.*) is distinct from (excluded.*)` };
}

/**
 * Deletes the rows `which` picks (old and unused). In a savepoint: on
 * PostgreSQL a server still running the previous release may save a profile
 * with an old city between our check and our delete, and the foreign key then
 * refuses the delete. That must not stop the start-up: the rows are retired
 * instead, and the next start-up tries again.
 */
async function removeUnused(tx: Transaction, table: ReferenceTable, which: SQL): Promise<number> {
  try {
    return await tx.transaction(async (savepoint) => {
      const removed = await savepoint.delete(table).where(which).returning({ one: sql`1` });
      return removed.length;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return 0;
    throw error;
  }
}

/** Marks the old rows still in use as retired; returns how many were not already. */
async function retire(tx: Transaction, table: ReferenceTable, old: SQL, now: Date): Promise<number> {
  const retired = await tx
    .update(table)
    .set({ retiredAt: now })
    .where(and(isNull(table.retiredAt), old))
    .returning({ one: sql`1` });
  return retired.length;
}

function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23503";
}
