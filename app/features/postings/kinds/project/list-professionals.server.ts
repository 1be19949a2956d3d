import { and, asc, desc, eq, ilike, isNotNull, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { postingRoles, profileFollows, profiles, projects, skillEndorsements } from "~/db/schema";
import { shownTo } from "~/features/blocks/member-reach.server";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";
import { containsPattern } from "~/lib/like-pattern";

/** The most people one tab shows; a search finds the rest. */
export const PROFESSIONALS_LIMIT = 24;

export type ProfessionalCard = {
  id: number;
  name: string;
  username: string;
  role: string;
  location: string;
  avatar: string | null;
  endorsements: number;
  isFollowing: boolean;
};

/** The card's columns. Every query using them joins a second table, so each column here is named with its table. */
function professionalColumns(viewerId: string | null) {
  return {
    id: profiles.id,
    name: profiles.name,
    username: profiles.username,
    role: profiles.role,
    location: profiles.location,
    avatar: profilePhotoColumn(profiles),
    endorsements:
      sql<number>`(select count(*) from ${skillEndorsements} where ${skillEndorsements.profileId} = ${profiles.id})`.mapWith(
        Number,
      ),
    isFollowing: viewerId
      ? sql<boolean>`exists (select 1 from ${profileFollows} where ${profileFollows.profileId} = ${profiles.id} and ${profileFollows.followerId} = ${viewerId})`
      : sql<boolean>`false`,
  };
}

/** Professional search (spec part 1, section 9): name, role or location, case-insensitive. */
function matching(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(profiles.name, pattern), ilike(profiles.role, pattern), ilike(profiles.location, pattern));
}

/**
 * Recommended professionals: everyone but the viewer, first those whose role
 * one of the viewer's open projects is looking for, then people in the
 * viewer's city, then the site's featured profiles, then the newest. A
 * visitor has no projects or city, so the site's own order decides.
 *
 * Read as up to four short tiers, each an indexed read of at most a page,
 * merged in that order (docs/performance-history.md: one query that ranked
 * every profile took 1-1.7 s at 100,000 profiles, and 5.6 s each when 8 came
 * at once):
 * wanted roles by the role's trigram index, the city by its index, the
 * featured by their rank's, the newest by the primary key.
 */
export async function listRecommendedProfessionals(
  db: Database,
  viewerId: string | null,
  q: string,
): Promise<ProfessionalCard[]> {
  const [own, wantedRoles] = viewerId
    ? await Promise.all([
        db.select({ cityId: profiles.cityId }).from(profiles).where(eq(profiles.userId, viewerId)),
        openRoleNamesOf(db, viewerId),
      ])
    : [[], []];
  const cityId = own[0]?.cityId ?? null;
  const everyone = and(
    matching(q),
    viewerId ? or(isNull(profiles.userId), ne(profiles.userId, viewerId)) : undefined,
    // Never a suspended member, nor one the viewer and they have blocked either way.
    shownTo(viewerId, profiles.userId),
  );
  const tier = (where: SQL | undefined, ...order: SQL[]) =>
    db
      .select(professionalColumns(viewerId))
      .from(profiles)
      .where(and(everyone, where))
      .orderBy(...order)
      .limit(PROFESSIONALS_LIMIT);
  const tiers = await Promise.all([
    wantedRoles.length > 0 ? tier(wantedBy(wantedRoles), desc(profiles.id)) : [],
    cityId ? tier(eq(profiles.cityId, cityId), desc(profiles.id)) : [],
    tier(isNotNull(profiles.featuredRank), asc(profiles.featuredRank), desc(profiles.id)),
    tier(undefined, desc(profiles.id)),
  ]);
  const seen = new Set<number>();
  const merged: ProfessionalCard[] = [];
  for (const card of tiers.flat()) {
    if (seen.has(card.id)) continue;
    seen.add(card.id);
    merged.push(card);
    if (merged.length === PROFESSIONALS_LIMIT) break;
  }
  return merged;
}

/** The roles the viewer's open projects still look for. */
async function openRoleNamesOf(db: Database, viewerId: string): Promise<string[]> {
  const rows = await db
    .select({ name: postingRoles.name })
    .from(postingRoles)
    .innerJoin(projects, eq(projects.id, postingRoles.projectId))
    .where(and(eq(projects.posterId, viewerId), isNull(projects.closedAt), isNull(postingRoles.filledAt)));
  return [...new Set(rows.map((row) => row.name))];
}

/**
 * A profile whose role a wanted role names, either way round ("Actor" and
 * "Lead Actor"): its role contains the wanted role, or one of the wanted
 * role's words of three letters or more. Each is an ILIKE the role's trigram
 * index answers.
 */
function wantedBy(roleNames: string[]): SQL {
  const words = roleNames.flatMap((name) => name.split(/\s+/).filter((word) => word.length >= 3));
  const patterns = [...new Set([...roleNames, ...words].map((text) => text.toLowerCase()))];
  return or(...patterns.map((text) => ilike(profiles.role, containsPattern(text))))!;
}

/** The Following tab: the profiles the viewer follows, the most recently followed first. */
export async function listFollowedProfessionals(
  db: Database,
  viewerId: string,
  q: string,
): Promise<ProfessionalCard[]> {
  return db
    .select(professionalColumns(viewerId))
    .from(profileFollows)
    .innerJoin(profiles, eq(profiles.id, profileFollows.profileId))
    .where(and(eq(profileFollows.followerId, viewerId), matching(q), shownTo(viewerId, profiles.userId)))
    .orderBy(desc(profileFollows.createdAt), asc(profiles.id))
    .limit(PROFESSIONALS_LIMIT);
}
