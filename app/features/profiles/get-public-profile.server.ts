import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { cities, profiles } from "~/db/schema";

/** Usernames are 3 to 30 of these; anything else cannot name a profile (and may not even be valid text). */
const USERNAME_SHAPE = /^[A-Za-z0-9_-]{1,30}$/;

/** A profile as its public page shows it, by username; null when there is none. */
export async function getPublicProfile(username: string) {
  if (!USERNAME_SHAPE.test(username)) return null;
  const [row] = await getDb()
    .select({
      id: profiles.id,
      userId: profiles.userId,
      username: profiles.username,
      name: profiles.name,
      role: profiles.role,
      location: profiles.location,
      imageUrl: profiles.imageUrl,
      bio: profiles.bio,
      categories: profiles.categories,
      skills: profiles.skills,
      availability: profiles.availability,
      isPremium: profiles.isPremium,
      cityName: cities.name,
    })
    .from(profiles)
    .leftJoin(cities, eq(cities.id, profiles.cityId))
    .where(eq(profiles.username, username.toLowerCase()));
  return row ?? null;
}
export type PublicProfile = NonNullable<Awaited<ReturnType<typeof getPublicProfile>>>;

/** The username for /profile/{id}, where the id is a profile number or a username. */
export async function findProfileUsername(idOrUsername: string) {
  if (!USERNAME_SHAPE.test(idOrUsername)) return null;
  const byId = /^\d+$/.test(idOrUsername) ? Number(idOrUsername) : null;
  const [row] = await getDb()
    .select({ username: profiles.username })
    .from(profiles)
    .where(
      byId !== null && byId <= 2_147_483_647
        ? eq(profiles.id, byId)
        : eq(profiles.username, idOrUsername.toLowerCase()),
    );
  return row?.username ?? null;
}
