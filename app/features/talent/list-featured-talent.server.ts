import { asc, isNotNull } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { profiles } from "~/db/schema";

/** The featured-talent spotlight, in rank order. */
export async function listFeaturedTalent(limit: number) {
  return getDb()
    .select({
      id: profiles.id,
      username: profiles.username,
      name: profiles.name,
      role: profiles.role,
      location: profiles.location,
      imageUrl: profiles.imageUrl,
      skills: profiles.skills,
      availability: profiles.availability,
      isPremium: profiles.isPremium,
    })
    .from(profiles)
    .where(isNotNull(profiles.featuredRank))
    .orderBy(asc(profiles.featuredRank))
    .limit(limit);
}
export type FeaturedTalent = Awaited<ReturnType<typeof listFeaturedTalent>>[number];
