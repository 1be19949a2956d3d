import type { CreditType } from "~/constants/credit-types";
import type { ProfileSocialLinks } from "~/db/schema/talent";

/*
 * What the profile page's loader (load-profile-page.server.ts) hands to its
 * components: in a plain module, so the server code does not import components.
 */

/** Contact details, as far as the owner's visibility setting lets this viewer see them. */
export type ContactDetails =
  | { visible: true; email: string | null; website: string | null; socialLinks: ProfileSocialLinks }
  | { visible: false; reason: "sign-in" | "private" | "blocked"; loginUrl: string };

/** A credit as the page shows it: the spec's "derived experience entry" (spec part 2, section 3). */
export type CreditView = {
  role: string;
  title: string;
  year: number | null;
  type: CreditType;
  details: string;
  thumbnailUrl: string | null;
  mediaId: string | null;
  /** Co-workers who confirmed this credit as it stands, names linked. */
  confirmedBy: { name: string; username: string }[];
};
