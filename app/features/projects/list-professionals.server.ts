import { and, asc, desc, eq, ilike, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { profileFollows, profiles, projects, skillEndorsements } from "~/db/schema";
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
 */
export async function listRecommendedProfessionals(
  db: Database,
  viewerId: string | null,
  q: string,
): Promise<ProfessionalCard[]> {
  // The viewer's own profile, joined to every row (nothing for a visitor): where they are, and who they are not.
  const own = alias(profiles, "own");
  const viewer = viewerId ?? "";
  // Whether this profile's role is among the open roles of the viewer's open projects (either way round: "Actor" and "Lead Actor").
  const wanted = sql`case when exists (select 1 from ${projects} inner join posting_roles r on r.project_id = ${projects.id} where ${projects.posterId} = ${viewer} and ${projects.closedAt} is null and r.filled_at is null and (lower(r.name) like '%' || lower(${profiles.role}) || '%' or lower(${profiles.role}) like '%' || lower(r.name) || '%')) then 1 else 0 end`;
  const nearby = sql`case when ${profiles.cityId} = ${own.cityId} then 1 else 0 end`;
  return db
    .select(professionalColumns(viewerId))
    .from(profiles)
    .leftJoin(own, eq(own.userId, viewer))
    .where(
      and(
        matching(q),
        or(isNull(profiles.userId), ne(profiles.userId, viewer)),
        // Never a suspended member, nor one the viewer and they have blocked either way.
        shownTo(viewerId, profiles.userId),
      ),
    )
    .orderBy(desc(wanted), desc(nearby), sql`${profiles.featuredRank} asc nulls last`, desc(profiles.id))
    .limit(PROFESSIONALS_LIMIT);
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
