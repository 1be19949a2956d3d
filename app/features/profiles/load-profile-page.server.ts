import { getCategory } from "~/constants/categories";
import type { CurrentUser } from "~/features/accounts/session.server";
import type { ContactDetails } from "./components/contact-card";
import type { CreditView } from "./components/featured-work";
import { getMediaTitles, listPortfolio, type PublicProfile } from "./get-public-profile.server";

/** Years of experience: from the earliest credit's year to this year (the spec's rule); null without dated credits. */
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
export async function loadProfileSections(profile: PublicProfile) {
  const credits = profile.experience.flatMap((entry) => (entry.kind === "credit" ? [entry] : []));
  const [portfolio, media] = await Promise.all([
    listPortfolio(profile.id),
    getMediaTitles(credits.flatMap((credit) => (credit.mediaId ? [credit.mediaId] : []))),
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
    };
  });
  const categories = profile.categories.flatMap((slug) => {
    const category = getCategory(slug);
    return category
      ? [{ slug, name: category.name, description: category.description, skills: category.skills }]
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
