import type { WorkSchedule } from "~/constants/talent";
import type { ProfileExperienceEntry, ProfileSocialLinks } from "~/db/schema/talent";
import type { CONTACT_VISIBILITY_LABELS } from "./profile-edit-schema";

/**
 * The shapes the editor's loader hands to the form: in a plain module, so the
 * server service that builds them does not import the form's components.
 */

/** A portfolio item as the editor holds it; a new one has no id yet. */
export type PortfolioDraft = {
  id?: string;
  type: "image" | "video";
  title: string;
  description: string;
  url: string;
  thumbnailUrl: string | null;
  imageId: string | null;
};

/** Everything the editor shows, for the profile's owner. */
export type EditableProfile = {
  id: number;
  username: string;
  name: string;
  role: string;
  location: string;
  bio: string;
  imageUrl: string | null;
  email: string | null;
  website: string | null;
  socialLinks: ProfileSocialLinks;
  videoPitchUrl: string | null;
  representation: string;
  availability: string;
  /** "Free from" as "YYYY-MM-DD", or null (free now). */
  availableFrom: string | null;
  workSchedule: WorkSchedule | null;
  contactVisibility: keyof typeof CONTACT_VISIBILITY_LABELS;
  categories: string[];
  skills: string[];
  languages: string[];
  education: string[];
  awards: string[];
  instagramPosts: string[];
  experience: ProfileExperienceEntry[];
  portfolio: PortfolioDraft[];
};
