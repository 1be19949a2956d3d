/** The spec's limits on the public profile (part 2, section 9). */
export const BIO_PREVIEW_CHARS = 250;
export const SIDEBAR_SKILLS = 3;
export const FEATURED_CREDITS = 4;
export const AWARDS_SHOWN = 2;
