import { z } from "zod";
import { CATEGORY_SLUGS } from "~/constants/categories";
import { CREDIT_TYPES } from "~/constants/credit-types";
import { AVAILABILITY_OPTIONS, WORK_SCHEDULE_VALUES } from "~/constants/talent";
import { CONTACT_VISIBILITY } from "~/db/schema/talent";
import { USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from "~/features/accounts/username";
import { cleanText } from "~/lib/clean-text";
import { dayInIndiaYearsOn, isCalendarDay } from "~/lib/india-days";
import { isAllowedLink } from "~/lib/link-check";
import { cleanedLine, dedupe, preparedText } from "~/lib/validation";
import { toVideoEmbedUrl } from "~/lib/video-embed";
import { parseInstagramPost, SOCIAL_FIELD_HOSTS } from "../links";

/** The spec's messages for the profile form (part 2, section 5), plus ours where it has none. */
export const PROFILE_MESSAGES = {
  nameShort: "Name must be at least 2 characters",
  nameLong: "Name must be no more than 100 characters",
  role: "Role is required",
  roleLong: "Role must be no more than 100 characters",
  location: "Location is required",
  locationLong: "Location must be no more than 100 characters",
  bioLong: "Bio must be no more than 500 characters",
  email: "Please enter a valid email address",
  website: "Please enter a valid portfolio website URL from allowed domains",
  instagram: "Please enter a valid Instagram URL",
  twitter: "Please enter a valid Twitter/X URL",
  linkedin: "Please enter a valid LinkedIn URL",
  imdb: "Please enter a valid IMDB URL",
  facebook: "Please enter a valid Facebook URL",
  youtube: "Please enter a valid YouTube URL",
  videoPitch: "Please enter a valid video URL from allowed platforms",
  usernameShort: "Username must be at least 3 characters",
  usernameLong: "Username must be no more than 30 characters",
  usernamePattern: "Username can only contain letters, numbers, underscores and hyphens",
  usernameTaken: "That username is taken. Please choose another.",
  representationLong: "Representation must be no more than 200 characters",
  categories: "Please choose categories from the list",
  availability: "Please choose your availability",
  availableFrom: "Please enter Free from as a real date, or leave it empty if you are free now",
  availableFromTooFar: "Free from must be within the next two years",
  workSchedule: "Please choose Full-time, Part-time or Weekends only, or leave it empty",
  contactVisibility: "Please choose who can see your contact details",
  list: "This list could not be read. Please try again.",
  tooMany: (label: string, max: number) => `You can add up to ${max} ${label}`,
  itemLong: (label: string, max: number) => `Each of your ${label} must be no more than ${max} characters`,
  instagramPost: "Please enter a valid Instagram post link (https://www.instagram.com/p/...)",
  creditRole: "Each credit needs a role",
  creditProduction: "Each credit needs a production title",
  creditYear: "Credit years must be between 1900 and next year",
  mediaTitle: "Please choose a title from the media library",
  portfolioTitle: "Each portfolio item needs a title",
  portfolioVideo: "Portfolio videos must be YouTube or Vimeo links",
  portfolioImage: "Please upload the portfolio image again",
  photo: "Please upload the profile photo again",
  saved: "Profile updated successfully!",
} as const;

export const CONTACT_VISIBILITY_LABELS: Record<(typeof CONTACT_VISIBILITY)[number], string> = {
  everyone: "Everyone",
  members: "Signed-in members only",
  nobody: "Only me",
};

export const PROFILE_LIMITS = {
  skills: 30,
  languages: 20,
  education: 20,
  awards: 30,
  categories: 6,
  experience: 50,
  portfolio: 24,
  instagramPosts: 6,
  tagLength: 100,
  lineLength: 200,
} as const;

const BIO_MAX = 500;
const EMAIL_MAX = 100;

/** A one-line text value, cleaned; blank is "" (app/lib/validation.ts). */
const line = cleanedLine;

const requiredLine = (min: number, max: number, short: string, long: string) =>
  preparedText(
    { max, tooLong: long },
    (value) => cleanText(value),
    z.string({ error: short }).min(min, short).max(max, long),
  );

const LINK_MAX = 500;

/** Blank becomes undefined; anything else must pass `check`. */
const optionalLink = (message: string, check: (value: string) => boolean) =>
  preparedText(
    { max: LINK_MAX, tooLong: message },
    (value) => value.trim() || undefined,
    z.string().max(LINK_MAX, message).refine(check, message).optional(),
  );

/**
 * Lists travel as one hidden input holding JSON (the tag inputs and list
 * editors keep it up to date), so their order and content arrive intact.
 */
function jsonList<T extends z.ZodType>(item: T, max: number, tooMany: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === "") return [];
      if (typeof value !== "string") return value;
      try {
        return JSON.parse(value);
      } catch {
        return Symbol("unreadable");
      }
    },
    z.array(item, { error: PROFILE_MESSAGES.list }).max(max, tooMany),
  );
}

/** A tag list: cleaned, blanks dropped, duplicates (ignoring case) dropped. */
const tagList = (label: string, max: number, itemMax: number = PROFILE_LIMITS.tagLength) =>
  jsonList(
    preparedText(
      { max: itemMax, tooLong: PROFILE_MESSAGES.itemLong(label, itemMax) },
      (value) => cleanText(value),
      // A tag cleaned to nothing is dropped below; Conform hands "" over as undefined.
      z
        .string({ error: PROFILE_MESSAGES.list })
        .optional()
        .transform((value) => value ?? ""),
    ),
    // Blanks and duplicates are removed before the count, so the limit is on real entries.
    Number.MAX_SAFE_INTEGER,
    PROFILE_MESSAGES.list,
  )
    .transform(dedupe)
    .pipe(
      z
        .array(z.string().max(itemMax, PROFILE_MESSAGES.itemLong(label, itemMax)))
        .max(max, PROFILE_MESSAGES.tooMany(label, max)),
    );

const thisYear = () => new Date().getFullYear();

const experienceEntry = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("text"),
      text: line(
        PROFILE_LIMITS.lineLength,
        PROFILE_MESSAGES.itemLong("experience entries", PROFILE_LIMITS.lineLength),
      ),
    }),
    z.object({
      kind: z.literal("credit"),
      role: requiredLine(1, 100, PROFILE_MESSAGES.creditRole, PROFILE_MESSAGES.itemLong("credit roles", 100)),
      production: requiredLine(
        1,
        150,
        PROFILE_MESSAGES.creditProduction,
        PROFILE_MESSAGES.itemLong("production titles", 150),
      ),
      year: z
        .union([z.number(), z.string(), z.null()])
        .optional()
        .transform((value) => (value === null || value === undefined || value === "" ? null : Number(value)))
        .refine(
          (value) => value === null || (Number.isInteger(value) && value >= 1900 && value <= thisYear() + 1),
          PROFILE_MESSAGES.creditYear,
        ),
      details: line(300, PROFILE_MESSAGES.itemLong("credit details", 300)).default(""),
      mediaType: z.enum(CREDIT_TYPES).default("other"),
      mediaId: z
        .string()
        .max(100)
        .nullish()
        .transform((value) => value || null),
    }),
  ],
  { error: PROFILE_MESSAGES.list },
);

const portfolioEntry = z
  .object({
    /** Present for items already saved; new items get an id from the server. */
    id: z.string().max(40).optional(),
    type: z.enum(["image", "video"], { error: PROFILE_MESSAGES.list }),
    title: requiredLine(
      1,
      100,
      PROFILE_MESSAGES.portfolioTitle,
      PROFILE_MESSAGES.itemLong("portfolio titles", 100),
    ),
    description: line(300, PROFILE_MESSAGES.itemLong("portfolio descriptions", 300)).default(""),
    /** Videos: the link; images: ignored (the server takes the uploaded image's address). */
    url: z.string().max(500).default(""),
    imageId: z.string().max(100).nullish(),
  })
  .superRefine((item, ctx) => {
    if (item.type === "video" && !toVideoEmbedUrl(item.url)) {
      ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.portfolioVideo });
    }
    if (item.type === "image" && !item.imageId) {
      ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.portfolioImage });
    }
  });

/**
 * The latest "Free from" day: two years ahead (India). Further is a typo
 * (20277 for 2027) or a plan too far off to be worth saying.
 */
export const latestAvailableFrom = (now = new Date()) => dayInIndiaYearsOn(now, 2);

/**
 * "Free from", as the date input sends it ("2027-01-03"), or null when blank
 * (free now). A day that has passed is accepted (it means free now, and an old
 * date must not block the next save); updateProfile stores it as null.
 */
const availableFrom = z
  .string({ error: PROFILE_MESSAGES.availableFrom })
  .trim()
  .optional()
  .superRefine((value, ctx) => {
    if (!value) return;
    if (!isCalendarDay(value)) ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.availableFrom });
    else if (value > latestAvailableFrom()) {
      ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.availableFromTooFar });
    }
  })
  .transform((value) => value || null);

export const profileEditSchema = z.object({
  name: requiredLine(2, 100, PROFILE_MESSAGES.nameShort, PROFILE_MESSAGES.nameLong),
  role: requiredLine(2, 100, PROFILE_MESSAGES.role, PROFILE_MESSAGES.roleLong),
  location: requiredLine(2, 100, PROFILE_MESSAGES.location, PROFILE_MESSAGES.locationLong),
  bio: preparedText(
    { max: BIO_MAX, tooLong: PROFILE_MESSAGES.bioLong },
    (value) => cleanText(value, { multiline: true }),
    z
      .string()
      .max(BIO_MAX, PROFILE_MESSAGES.bioLong)
      .optional()
      .transform((value) => value ?? ""),
  ),
  username: preparedText(
    { max: USERNAME_MAX, tooLong: PROFILE_MESSAGES.usernameLong },
    (value) => value.trim().toLowerCase(),
    z
      .string({ error: PROFILE_MESSAGES.usernameShort })
      .min(USERNAME_MIN, PROFILE_MESSAGES.usernameShort)
      .max(USERNAME_MAX, PROFILE_MESSAGES.usernameLong)
      .regex(USERNAME_PATTERN, PROFILE_MESSAGES.usernamePattern),
  ),
  email: preparedText(
    { max: EMAIL_MAX, tooLong: PROFILE_MESSAGES.email },
    (value) => value.trim().toLowerCase() || undefined,
    z.email(PROFILE_MESSAGES.email).max(EMAIL_MAX, PROFILE_MESSAGES.email).optional(),
  ),
  // A portfolio service's page, or the site of a verified production the member belongs to: the
  // second needs the database, so updateProfile decides (websiteAllowed); here, any https link.
  website: optionalLink(PROFILE_MESSAGES.website, (value) => isAllowedLink(value, null)),
  instagram: optionalLink(PROFILE_MESSAGES.instagram, (v) => isAllowedLink(v, SOCIAL_FIELD_HOSTS.instagram)),
  twitter: optionalLink(PROFILE_MESSAGES.twitter, (v) => isAllowedLink(v, SOCIAL_FIELD_HOSTS.twitter)),
  linkedin: optionalLink(PROFILE_MESSAGES.linkedin, (v) => isAllowedLink(v, SOCIAL_FIELD_HOSTS.linkedin)),
  imdb: optionalLink(PROFILE_MESSAGES.imdb, (v) => isAllowedLink(v, SOCIAL_FIELD_HOSTS.imdb)),
  facebook: optionalLink(PROFILE_MESSAGES.facebook, (v) => isAllowedLink(v, SOCIAL_FIELD_HOSTS.facebook)),
  youtube: optionalLink(PROFILE_MESSAGES.youtube, (v) => isAllowedLink(v, SOCIAL_FIELD_HOSTS.youtube)),
  videoPitchUrl: optionalLink(PROFILE_MESSAGES.videoPitch, (value) => toVideoEmbedUrl(value) !== null),
  representation: line(200, PROFILE_MESSAGES.representationLong).default(""),
  availability: z.enum(AVAILABILITY_OPTIONS, { error: PROFILE_MESSAGES.availability }),
  availableFrom,
  /** Blank (Conform hands it over as undefined) is "not said". */
  workSchedule: z
    .enum(WORK_SCHEDULE_VALUES, { error: PROFILE_MESSAGES.workSchedule })
    .optional()
    .transform((value) => value ?? null),
  contactVisibility: z.enum(CONTACT_VISIBILITY, { error: PROFILE_MESSAGES.contactVisibility }),
  categories: jsonList(
    z.string().refine((slug) => CATEGORY_SLUGS.includes(slug), PROFILE_MESSAGES.categories),
    PROFILE_LIMITS.categories,
    PROFILE_MESSAGES.tooMany("categories", PROFILE_LIMITS.categories),
  ).transform(dedupe),
  skills: tagList("skills", PROFILE_LIMITS.skills),
  languages: tagList("languages", PROFILE_LIMITS.languages),
  education: tagList("education entries", PROFILE_LIMITS.education, PROFILE_LIMITS.lineLength),
  awards: tagList("awards", PROFILE_LIMITS.awards, PROFILE_LIMITS.lineLength),
  instagramPosts: jsonList(
    preparedText({ max: LINK_MAX, tooLong: PROFILE_MESSAGES.instagramPost }, (value) => value, z.string()),
    Number.MAX_SAFE_INTEGER,
    PROFILE_MESSAGES.list,
  )
    .transform((links) => dedupe(links.map((link) => link.trim())))
    .pipe(
      z
        .array(z.string().refine((link) => parseInstagramPost(link) !== null, PROFILE_MESSAGES.instagramPost))
        .max(
          PROFILE_LIMITS.instagramPosts,
          PROFILE_MESSAGES.tooMany("Instagram posts", PROFILE_LIMITS.instagramPosts),
        ),
    )
    .transform((links) => links.map((link) => parseInstagramPost(link)!.link)),
  experience: jsonList(
    experienceEntry,
    PROFILE_LIMITS.experience,
    PROFILE_MESSAGES.tooMany("experience entries", PROFILE_LIMITS.experience),
  ).transform((entries) => entries.filter((entry) => entry.kind === "credit" || entry.text !== "")),
  portfolio: jsonList(
    portfolioEntry,
    PROFILE_LIMITS.portfolio,
    PROFILE_MESSAGES.tooMany("portfolio items", PROFILE_LIMITS.portfolio),
  ),
  /** A newly uploaded photo's id, "remove" to go back to the default image, or blank to keep the current one. */
  photo: z.string().max(100).optional(),
});

export type ProfileEditInput = z.output<typeof profileEditSchema>;
