import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { mediaCast, mediaTitles, profiles } from "~/db/schema";
import { notSuspended } from "~/features/accounts/suspension.server";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";
import { containsPattern } from "~/lib/like-pattern";
import { LIBRARY_LIST_LIMIT, type LibraryQuery } from "./library-filters";

/** Cast avatars on a card: the first 2, then "+N" (spec part 2, section 9). */
export const CARD_CAST_SHOWN = 2;

export type CastPreview = { id: number; name: string; imageUrl: string | null };

/** The library's grid for one query, each card with its first cast members, and the multi-selects' choices. */
export async function listMediaTitles(db: Database, query: LibraryQuery) {
  const conditions: SQL[] = [];
  if (query.tab !== "all") conditions.push(eq(mediaTitles.type, query.tab));
  if (query.languages.length > 0) conditions.push(inArray(mediaTitles.language, query.languages));
  if (query.industries.length > 0) conditions.push(inArray(mediaTitles.industry, query.industries));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(mediaTitles.title, pattern), ilike(mediaTitles.description, pattern))!);
  }
  const [titles, options] = await Promise.all([
    db
      .select({
        id: mediaTitles.id,
        title: mediaTitles.title,
        type: mediaTitles.type,
        year: mediaTitles.year,
        posterUrl: mediaTitles.posterUrl,
        description: mediaTitles.description,
        genres: mediaTitles.genres,
        language: mediaTitles.language,
        industry: mediaTitles.industry,
        rating: mediaTitles.rating,
      })
      .from(mediaTitles)
      .where(and(...conditions))
      .orderBy(
        sql`${mediaTitles.releaseDate} desc nulls last`,
        desc(mediaTitles.year),
        asc(mediaTitles.title),
      )
      .limit(LIBRARY_LIST_LIMIT),
    libraryChoices(db),
  ]);
  const casts = await castPreviews(
    db,
    titles.map((title) => title.id),
  );
  return {
    titles: titles.map((title) => ({ ...title, cast: casts.get(title.id) ?? { shown: [], more: 0 } })),
    options,
  };
}

/** Every language and industry some title has: what the multi-selects offer. */
async function libraryChoices(db: Database) {
  const [languages, industries] = await Promise.all([
    db
      .selectDistinct({ value: mediaTitles.language })
      .from(mediaTitles)
      .where(ne(mediaTitles.language, ""))
      .orderBy(asc(mediaTitles.language)),
    db
      .selectDistinct({ value: mediaTitles.industry })
      .from(mediaTitles)
      .where(ne(mediaTitles.industry, ""))
      .orderBy(asc(mediaTitles.industry)),
  ]);
  return { languages: languages.map((row) => row.value), industries: industries.map((row) => row.value) };
}

/** Each title's first cast members in billing order, and how many more there are. */
async function castPreviews(db: Database, mediaIds: string[]) {
  const previews = new Map<string, { shown: CastPreview[]; more: number }>();
  if (mediaIds.length === 0) return previews;
  const rows = await db
    .select({
      mediaId: mediaCast.mediaId,
      id: profiles.id,
      name: profiles.name,
      imageUrl: profilePhotoColumn(profiles),
    })
    .from(mediaCast)
    .innerJoin(profiles, eq(profiles.id, mediaCast.profileId))
    .where(and(inArray(mediaCast.mediaId, mediaIds), notSuspended(profiles.userId)))
    .orderBy(asc(mediaCast.mediaId), asc(mediaCast.position));
  for (const { mediaId, ...member } of rows) {
    const preview = previews.get(mediaId) ?? { shown: [], more: 0 };
    if (preview.shown.length < CARD_CAST_SHOWN) preview.shown.push(member);
    else preview.more += 1;
    previews.set(mediaId, preview);
  }
  return previews;
}
