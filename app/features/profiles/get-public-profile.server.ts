import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cities, mediaTitles, portfolioItems, profiles, usernameRedirects } from "~/db/schema";
import { profilePhotoColumn } from "~/features/uploads/profile-photo.server";
import { ReadCache } from "~/lib/read-cache.server";

/** Usernames are 3 to 30 of these; anything else cannot name a profile (and may not even be valid text). */
const USERNAME_SHAPE = /^[A-Za-z0-9_-]{1,30}$/;

/** Whether `name` could name a profile at all (before asking the database). */
export function couldBeUsername(name: string) {
  return USERNAME_SHAPE.test(name);
}

const publicColumns = {
  id: profiles.id,
  userId: profiles.userId,
  username: profiles.username,
  name: profiles.name,
  role: profiles.role,
  location: profiles.location,
  imageUrl: profilePhotoColumn(profiles),
  bio: profiles.bio,
  categories: profiles.categories,
  skills: profiles.skills,
  availability: profiles.availability,
  availableFrom: profiles.availableFrom,
  workSchedule: profiles.workSchedule,
  isPremium: profiles.isPremium,
  videoPitchUrl: profiles.videoPitchUrl,
  experience: profiles.experience,
  education: profiles.education,
  languages: profiles.languages,
  awards: profiles.awards,
  representation: profiles.representation,
  email: profiles.email,
  website: profiles.website,
  socialLinks: profiles.socialLinks,
  instagramPosts: profiles.instagramPosts,
  contactVisibility: profiles.contactVisibility,
  cityName: cities.name,
};

/** A profile as its public page shows it, by its current username; null when there is none. */
export async function getPublicProfile(db: Database, username: string) {
  if (!USERNAME_SHAPE.test(username)) return null;
  const [row] = await db
    .select(publicColumns)
    .from(profiles)
    .leftJoin(cities, eq(cities.id, profiles.cityId))
    .where(eq(profiles.username, username.toLowerCase()));
  return row ?? null;
}
export type PublicProfile = NonNullable<Awaited<ReturnType<typeof getPublicProfile>>>;

/**
 * Only the id of the profile with this current username, or null: what a
 * write about a profile (follow, connect, review...) needs to know that the
 * profile exists. The handlers load whatever else they check themselves.
 */
export async function findProfileId(db: Database, username: string) {
  if (!USERNAME_SHAPE.test(username)) return null;
  const [row] = await db
    .select({ id: profiles.id, userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.username, username.toLowerCase()));
  return row ?? null;
}

/** A profile by number, with the same columns as its public page. */
export async function getProfileById(db: Database, id: number) {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db
    .select(publicColumns)
    .from(profiles)
    .leftJoin(cities, eq(cities.id, profiles.cityId))
    .where(eq(profiles.id, id));
  return row ?? null;
}

/** The current username of the profile that used to be called `oldUsername`, if it was renamed. */
export async function findRenamedUsername(db: Database, oldUsername: string) {
  if (!USERNAME_SHAPE.test(oldUsername)) return null;
  const [row] = await db
    .select({ username: profiles.username })
    .from(usernameRedirects)
    .innerJoin(profiles, eq(profiles.id, usernameRedirects.profileId))
    .where(eq(usernameRedirects.oldUsername, oldUsername.toLowerCase()));
  return row?.username ?? null;
}

/** The username for /profile/{id}, where the id is a profile number or a (possibly old) username. */
export async function findProfileUsername(db: Database, idOrUsername: string) {
  if (!USERNAME_SHAPE.test(idOrUsername)) return null;
  const byId = /^\d+$/.test(idOrUsername) ? Number(idOrUsername) : null;
  const [row] = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(
      byId !== null && byId <= 2_147_483_647
        ? eq(profiles.id, byId)
        : eq(profiles.username, idOrUsername.toLowerCase()),
    );
  return row?.username ?? (byId === null ? findRenamedUsername(db, idOrUsername) : null);
}

/** The profile's portfolio in the owner's order. */
export async function listPortfolio(db: Database, profileId: number) {
  return db
    .select({
      id: portfolioItems.id,
      type: portfolioItems.type,
      title: portfolioItems.title,
      description: portfolioItems.description,
      url: portfolioItems.url,
      thumbnailUrl: portfolioItems.thumbnailUrl,
      imageId: portfolioItems.imageId,
    })
    .from(portfolioItems)
    .where(eq(portfolioItems.profileId, profileId))
    .orderBy(asc(portfolioItems.position), asc(portfolioItems.createdAt));
}

/** Media library titles by id, for the credits that link to them. */
export async function getMediaTitles(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: mediaTitles.id,
      title: mediaTitles.title,
      type: mediaTitles.type,
      year: mediaTitles.year,
      posterUrl: mediaTitles.posterUrl,
    })
    .from(mediaTitles)
    .where(inArray(mediaTitles.id, ids));
}

/** Every media library title, for the editor's credit picker. */
export function listMediaTitles(db: Database) {
  // The same list for every editor, read on each of its views: kept briefly (read-cache.server.ts).
  return allMediaTitles.read("all", () =>
    db
      .select({
        id: mediaTitles.id,
        title: mediaTitles.title,
        type: mediaTitles.type,
        year: mediaTitles.year,
      })
      .from(mediaTitles)
      .orderBy(asc(mediaTitles.title)),
  );
}

type MediaTitleChoice = Pick<typeof mediaTitles.$inferSelect, "id" | "title" | "type" | "year">;
const allMediaTitles = new ReadCache<MediaTitleChoice[]>("media titles", 1);
