import { getCategory } from "~/constants/categories";
import type { Database } from "~/db/client.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { isSuspended } from "~/features/accounts/suspension.server";
import { ReadCache } from "~/lib/read-cache.server";
import { confirmationsOf, creditKey } from "./credit-confirmations.server";
import {
  couldBeUsername,
  getMediaTitles,
  getPublicProfile,
  listPortfolio,
  type PublicProfile,
} from "./get-public-profile.server";
import type { ContactDetails, CreditView } from "./profile-page-types";

/**
 * Years of experience: from the earliest credit's year to this year (spec part 2, section 9); null without
 * dated credits.
 */
export function experienceYears(years: (number | null)[], now = new Date()) {
  const dated = years.filter((year): year is number => year !== null);
  if (dated.length === 0) return null;
  return Math.max(1, now.getFullYear() - Math.min(...dated));
}

/** Who sees the contact card: everyone, signed-in members, or nobody but the owner. */
export function contactFor(
  profile: PublicProfile,
  viewer: CurrentUser | null,
  loginUrl: string,
): ContactDetails {
  const isOwner = viewer !== null && viewer.id === profile.userId;
  const visible =
    isOwner ||
    profile.contactVisibility === "everyone" ||
    (profile.contactVisibility === "members" && viewer !== null);
  if (visible) {
    return {
      visible: true,
      email: profile.email,
      website: profile.website,
      socialLinks: profile.socialLinks,
    };
  }
  return {
    visible: false,
    reason: profile.contactVisibility === "members" ? "sign-in" : "private",
    loginUrl,
  };
}

/** The profile's sections that come from its own data: credits, notes, portfolio, categories. */
export async function loadProfileSections(db: Database, profile: PublicProfile) {
  const credits = profile.experience.flatMap((entry) => (entry.kind === "credit" ? [entry] : []));
  const [portfolio, media, confirmations] = await Promise.all([
    listPortfolio(db, profile.id),
    getMediaTitles(
      db,
      credits.flatMap((credit) => (credit.mediaId ? [credit.mediaId] : [])),
    ),
    // The same for every viewer (the page is cached for all): a suspended confirmer is left out.
    confirmationsOf(db, profile.id),
  ]);
  const mediaById = new Map(media.map((title) => [title.id, title]));
  const creditViews: CreditView[] = credits.map((credit) => {
    const title = credit.mediaId ? mediaById.get(credit.mediaId) : undefined;
    return {
      role: credit.role,
      title: credit.production,
      year: credit.year ?? title?.year ?? null,
      type: credit.mediaType,
      details: credit.details,
      thumbnailUrl: title?.posterUrl ?? null,
      mediaId: title ? title.id : null,
      confirmedBy: title ? (confirmations.get(creditKey(title.id, credit.role)) ?? []) : [],
    };
  });
  const categories = profile.categories.flatMap((slug) => {
    const category = getCategory(slug);
    return category
      ? [
          {
            slug,
            name: category.name,
            singularName: category.singularName,
            description: category.description,
            skills: category.skills,
          },
        ]
      : [];
  });
  return {
    credits: creditViews,
    notes: profile.experience.flatMap((entry) => (entry.kind === "text" ? [entry.text] : [])),
    experienceYears: experienceYears(creditViews.map((credit) => credit.year)),
    portfolio: portfolio.map(({ imageId: _imageId, ...item }) => item),
    categories,
  };
}

export type ProfileSections = Awaited<ReturnType<typeof loadProfileSections>>;

/**
 * A profile's page as every viewer sees it alike; what differs by viewer is
 * added by the route. `ownerSuspended`: staff have suspended the account
 * behind it, and the page must show nothing of it. Suspending is a
 * write, and every write empties the cache, so the flag is never stale here.
 */
export type PublicProfilePage = {
  profile: PublicProfile;
  sections: ProfileSections;
  ownerSuspended: boolean;
};

/**
 * Read by every view of a profile's page; kept for a few seconds, emptied by
 * any write (a rename is one, so the name is a safe key). Shared by every
 * request that reads it: never change it. It holds the contact details and the
 * owner's account id, which only `contactFor` and the route's own checks may use.
 */
const publicPages = new ReadCache<PublicProfilePage | null>("public profile pages", 500);

/** The profile named `username` and its sections, or null when no profile has that name now. */
export async function loadPublicProfilePage(
  db: Database,
  username: string,
): Promise<PublicProfilePage | null> {
  // Names that cannot be usernames are not worth a cache entry (nor a query).
  if (!couldBeUsername(username)) return null;
  return publicPages.read(username.toLowerCase(), async () => {
    const profile = await getPublicProfile(db, username);
    if (!profile) return null;
    const [sections, ownerSuspended] = await Promise.all([
      loadProfileSections(db, profile),
      profile.userId ? isSuspended(db, profile.userId) : false,
    ]);
    return { profile, sections, ownerSuspended };
  });
}
