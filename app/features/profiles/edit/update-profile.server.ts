import { and, eq, inArray, ne } from "drizzle-orm";
import { findCityByName } from "~/constants/cities";
import { careerStartYear } from "~/constants/talent";
import type { Database } from "~/db/client.server";
import { mediaTitles, portfolioItems, profiles, usernameRedirects } from "~/db/schema";
import type { ProfileExperienceEntry } from "~/db/schema/talent";
import { isOwnProductionSite } from "~/features/productions/member-websites.server";
import { countWrite } from "~/features/security/rate-limit.server";
import { getOwnedImage } from "~/features/uploads/get-owned-image.server";
import { dayInIndia } from "~/lib/india-days";
import { isAllowedLink, LINK_HOSTS } from "~/lib/link-check";
import { ServiceError } from "~/lib/service-error";
import { toVideoEmbedUrl, videoThumbnailUrl } from "~/lib/video-embed";
import { forgetChangedCredits } from "../credit-confirmations.server";
import { PROFILE_MESSAGES, type ProfileEditInput } from "./profile-edit-schema";

type Field = keyof ProfileEditInput;
/** A refusal shown beside the one field of the editor it concerns. */
const fieldError = (field: Field, message: string) =>
  new ServiceError("invalid", message, { fieldErrors: { [field]: [message] } });

/**
 * A new portfolio item's id: the "p" of spec part 2, section 3 and a timestamp, with a random tail so two
 * never collide.
 */
export function newPortfolioItemId(now = Date.now()) {
  return `p${now}${crypto.randomUUID().slice(0, 8)}`;
}

/** The city a typed location names ("Pune", "Mumbai, Maharashtra", "Bengaluru"), for city pages, figures and search. */
function cityIdFor(location: string) {
  return findCityByName(location)?.id ?? null;
}

/**
 * Saves every section of the editor for the profile's owner, counted against
 * the account's write limit (`rate_limited`). Anyone else gets `not_found` (we
 * do not confirm that someone else's profile exists). Uploaded images and
 * media titles named in the form are checked to be real and, for images, the
 * person's own (`invalid`, beside the field); the whole save is one
 * transaction, so a failure leaves the profile as it was.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  profileId: number,
  input: ProfileEditInput,
): Promise<{ username: string }> {
  await countWrite(db, userId);
  const [current] = await db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      username: profiles.username,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!current || current.userId !== userId) throw new ServiceError("not_found", "Profile not found");

  // The photo is referenced by its image's id (decision 014). Choosing or removing one also ends the
  // sample art a claimed sample profile was seeded with; with no choice in the form, both stay as they are.
  let photo: { imageId: string | null; staticImageUrl: null } | undefined;
  if (input.photo === "remove") photo = { imageId: null, staticImageUrl: null };
  else if (input.photo) {
    const owned = await getOwnedImage(db, userId, input.photo, "avatar");
    if (!owned) throw fieldError("photo", PROFILE_MESSAGES.photo);
    photo = { imageId: owned.id, staticImageUrl: null };
  }

  const mediaIds = input.experience.flatMap((entry) =>
    entry.kind === "credit" && entry.mediaId ? [entry.mediaId] : [],
  );
  if (mediaIds.length > 0) {
    const known = await db
      .select({ id: mediaTitles.id })
      .from(mediaTitles)
      .where(inArray(mediaTitles.id, mediaIds));
    if (known.length !== new Set(mediaIds).size) throw fieldError("experience", PROFILE_MESSAGES.mediaTitle);
  }

  if (input.website && !(await websiteAllowed(db, userId, input.website)))
    throw fieldError("website", PROFILE_MESSAGES.website);

  const portfolio = await resolvePortfolio(db, userId, profileId, input.portfolio);

  const username = input.username;
  if (username !== current.username) {
    const [taken] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.username, username), ne(profiles.id, profileId)));
    if (taken) throw fieldError("username", PROFILE_MESSAGES.usernameTaken);
  }

  const cityId = cityIdFor(input.location);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(profiles)
        .set({
          name: input.name,
          role: input.role,
          location: input.location,
          cityId,
          bio: input.bio,
          username,
          ...photo,
          email: input.email ?? null,
          website: input.website ?? null,
          socialLinks: socialLinksOf(input),
          videoPitchUrl: input.videoPitchUrl ? toVideoEmbedUrl(input.videoPitchUrl) : null,
          representation: input.representation,
          availability: input.availability,
          // A day that has come means free now, which is stored as no day (decision 041).
          availableFrom:
            input.availableFrom && input.availableFrom > dayInIndia(new Date()) ? input.availableFrom : null,
          workSchedule: input.workSchedule,
          contactVisibility: input.contactVisibility,
          categories: input.categories,
          skills: input.skills,
          languages: input.languages,
          education: input.education,
          awards: input.awards,
          instagramPosts: input.instagramPosts,
          experience: input.experience as ProfileExperienceEntry[],
          careerStartYear: careerStartYear(input.experience),
        })
        .where(eq(profiles.id, profileId));
      if (username !== current.username) {
        // The new name is now live, so no redirect may shadow it; the old one points here for good.
        await tx.delete(usernameRedirects).where(eq(usernameRedirects.oldUsername, username));
        await tx
          .insert(usernameRedirects)
          .values({ oldUsername: current.username, profileId })
          .onConflictDoUpdate({
            target: usernameRedirects.oldUsername,
            set: { profileId, createdAt: new Date() },
          });
      }
      await tx.delete(portfolioItems).where(eq(portfolioItems.profileId, profileId));
      if (portfolio.length > 0) await tx.insert(portfolioItems).values(portfolio);
      // A credit whose title or role changed is no longer what its co-workers confirmed.
      await forgetChangedCredits(tx, profileId, input.experience as ProfileExperienceEntry[]);
    });
  } catch (error) {
    // Two people saving the same new username at once: the unique index decides, and the loser is told.
    if (isUniqueViolation(error)) throw fieldError("username", PROFILE_MESSAGES.usernameTaken);
    throw error;
  }
  return { username };
}

function socialLinksOf(input: ProfileEditInput) {
  const links: Record<string, string> = {};
  for (const key of ["instagram", "twitter", "linkedin", "facebook", "youtube", "imdb"] as const) {
    const value = input[key];
    if (value) links[key] = value;
  }
  return links;
}

/**
 * Turns the form's portfolio into rows: kept items keep their ids, new ones
 * get fresh ids, image items take their address from the person's own upload
 * (never from the form; one that is not theirs is refused beside the
 * portfolio), and videos are stored as embed links.
 */
async function resolvePortfolio(
  db: Database,
  userId: string,
  profileId: number,
  items: ProfileEditInput["portfolio"],
) {
  const existing = await db
    .select({ id: portfolioItems.id })
    .from(portfolioItems)
    .where(eq(portfolioItems.profileId, profileId));
  const existingIds = new Set(existing.map((row) => row.id));
  const now = Date.now();
  const rows: (typeof portfolioItems.$inferInsert)[] = [];
  for (const [position, item] of items.entries()) {
    const id = item.id && existingIds.has(item.id) ? item.id : newPortfolioItemId(now + position);
    const base = {
      id,
      profileId,
      type: item.type,
      title: item.title,
      description: item.description,
      position,
    };
    if (item.type === "video") {
      const url = toVideoEmbedUrl(item.url)!;
      rows.push({ ...base, url, thumbnailUrl: videoThumbnailUrl(url), imageId: null });
      continue;
    }
    const image = await getOwnedImage(db, userId, item.imageId!, "portfolio");
    if (!image) throw fieldError("portfolio", PROFILE_MESSAGES.portfolioImage);
    rows.push({ ...base, url: image.url, thumbnailUrl: image.thumbnailUrl, imageId: image.id });
  }
  return rows;
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } } | null)?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}

/** The profile's website: a portfolio service's page (spec part 2), or a verified production's site the member belongs to. */
async function websiteAllowed(db: Database, userId: string, url: string) {
  return isAllowedLink(url, LINK_HOSTS.portfolio) || (await isOwnProductionSite(db, userId, url));
}
