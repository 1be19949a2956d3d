/** The spec's limits on the public profile (part 2, section 9). */
export const BIO_PREVIEW_CHARS = 250;
export const SIDEBAR_SKILLS = 3;
