import { and, asc, desc, eq, ne, notInArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { mediaCast, mediaTitles, profiles } from "~/db/schema";
import { notSuspended } from "~/features/accounts/suspension.server";
import { countedConfirmations } from "~/features/productions/credit-trust.server";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";

/** Related titles: up to 4 sharing a genre (spec part 2, section 9). */
export const RELATED_TITLES = 4;
/** Members who credit themselves on a title, shown on its page; the rest are on their profiles. */
const CREDITED_SHOWN = 24;

/** One title with its cast, the members who credit it, and related titles; null when there is none. */
export async function getMediaTitle(db: Database, id: string) {
  const [title] = await db.select().from(mediaTitles).where(eq(mediaTitles.id, id));
  if (!title) return null;
  // The cast and the related titles need only the title; the credited members leave out the cast.
  const [cast, related] = await Promise.all([
    db
      .select({
        id: profiles.id,
        name: profiles.name,
        role: profiles.role,
        imageUrl: profilePhotoColumn(profiles),
        character: mediaCast.character,
      })
      .from(mediaCast)
      .innerJoin(profiles, eq(profiles.id, mediaCast.profileId))
      .where(and(eq(mediaCast.mediaId, id), notSuspended(profiles.userId)))
      .orderBy(asc(mediaCast.position)),
    relatedTitles(db, title),
  ]);
  const credited = await creditedMembers(
    db,
    id,
    cast.map((member) => member.id),
  );
  return { title, cast, credited, related };
}

/**
 * Members who linked a credit on their profile to this title (profile
 * editing's "Media library title"), beyond the billed cast: the part each
 * wrote is their credit's role. The containment test uses the GIN index on
 * profiles.experience.
 */
async function creditedMembers(db: Database, mediaId: string, castIds: number[]) {
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: profiles.id,
        name: profiles.name,
        imageUrl: profilePhotoColumn(profiles),
        experience: profiles.experience,
      })
      .from(profiles)
      .where(
        and(
          sql`${profiles.experience} @> ${JSON.stringify([{ mediaId }])}::jsonb`,
          castIds.length > 0 ? notInArray(profiles.id, castIds) : undefined,
          notSuspended(profiles.userId),
        ),
      )
      .orderBy(asc(profiles.name))
      .limit(CREDITED_SHOWN),
    // Co-workers' confirmations that count now (decision 066), each for the credit's role as it stands.
    countedConfirmations(db, sql`select ${mediaId}::text`),
  ]);
  const confirmedBy = new Map<number, number>();
  for (const row of counted) confirmedBy.set(row.profileId, (confirmedBy.get(row.profileId) ?? 0) + 1);
  return rows.map(({ experience, ...member }) => ({
    ...member,
    roles: experience.flatMap((entry) =>
      entry.kind === "credit" && entry.mediaId === mediaId ? [entry.role] : [],
    ),
    confirmedBy: confirmedBy.get(member.id) ?? 0,
  }));
}

/** Titles sharing the most genres with this one, then the best rated. */
async function relatedTitles(db: Database, title: { id: string; genres: string[] }) {
  if (title.genres.length === 0) return [];
  const genres = sql`${sql.param(title.genres)}::text[]`;
  const shared = sql<number>`cardinality(array(select unnest(${mediaTitles.genres}) intersect select unnest(${genres})))`;
  return db
    .select({
      id: mediaTitles.id,
      title: mediaTitles.title,
      type: mediaTitles.type,
      year: mediaTitles.year,
      posterUrl: mediaTitles.posterUrl,
      rating: mediaTitles.rating,
    })
    .from(mediaTitles)
    .where(and(ne(mediaTitles.id, title.id), sql`${mediaTitles.genres} && ${genres}`))
    .orderBy(desc(shared), sql`${mediaTitles.rating} desc nulls last`, asc(mediaTitles.title))
    .limit(RELATED_TITLES);
}
