import { asc, isNotNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";
import { ReadCache } from "~/lib/read-cache.server";

/** Read on every home page; kept for a few seconds (app/lib/read-cache.server.ts). Callers must not change it. */
const featuredByLimit = new ReadCache<FeaturedTalent[]>("featured talent", 8);

/** The featured-talent spotlight, in rank order. */
export function listFeaturedTalent(db: Database, limit: number): Promise<FeaturedTalent[]> {
  return featuredByLimit.read(String(limit), () => readFeaturedTalent(db, limit));
}

function readFeaturedTalent(db: Database, limit: number) {
  return db
    .select({
      id: profiles.id,
      username: profiles.username,
      name: profiles.name,
      role: profiles.role,
      location: profiles.location,
      imageUrl: profilePhotoColumn(profiles),
      skills: profiles.skills,
      availability: profiles.availability,
      isPremium: profiles.isPremium,
    })
    .from(profiles)
    .where(isNotNull(profiles.featuredRank))
    .orderBy(asc(profiles.featuredRank))
    .limit(limit);
}
export type FeaturedTalent = Awaited<ReturnType<typeof readFeaturedTalent>>[number];
