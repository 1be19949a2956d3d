import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { POSTING_KINDS } from "./posting-kinds";
import { postingPath } from "./posting-path";
import { openPostings, POSTINGS, shownPostings } from "./posting-tables.server";

/** The most postings of each kind a production's page lists. */
const PER_KIND = 20;

/**
 * A production's open postings of every kind, as the viewer may see them
 * (`openPostings` and `shownPostings`: a held posting only to its poster and
 * staff, none of a suspended or blocked poster's): dated ones soonest first,
 * projects newest first. Its page asks this through loadProductionPage, which
 * sits below postings and takes it as an argument.
 */
export async function listProductionPostings(
  db: Database,
  productionId: number,
  viewerId: string | null,
  now: Date,
) {
  const byKind = await Promise.all(
    POSTING_KINDS.map(async (kind) => {
      const { table, title, openUntil, createdAt } = POSTINGS[kind];
      const rows = await db
        .select({ id: table.id, title, when: openUntil ?? sql<null>`null`, place: table.location })
        .from(table)
        .where(
          and(eq(table.productionId, productionId), openPostings(kind, now), shownPostings(kind, viewerId)),
        )
        .orderBy(openUntil ? asc(openUntil) : desc(createdAt))
        .limit(PER_KIND);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        place: row.place,
        kind,
        path: postingPath({ kind, id: row.id }),
        when: row.when instanceof Date ? row.when.toISOString() : null,
      }));
    }),
  );
  return byKind.flat();
}

export type ProductionPostings = Awaited<ReturnType<typeof listProductionPostings>>;
