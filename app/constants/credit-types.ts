/**
 * The kinds of work a profile credit is (spec part 2, section 3: a credit's type), as the Indian
 * industry counts them. Theatre, advertisements, music videos, short films and web series were
 * filed as "Film" or "Other" when only the library's four kinds were offered. The keys are what
 * profiles store (profiles.experience); a key is never renamed or removed, so no credit is lost.
 */
export const CREDIT_TYPE_LABELS = {
  movie: "Film",
  "short-film": "Short film",
  series: "Series",
  "web-series": "Web series",
  ott: "OTT / streaming",
  theatre: "Theatre",
  advertisement: "Advertisement",
  "music-video": "Music video",
  other: "Other",
} as const;

export type CreditType = keyof typeof CREDIT_TYPE_LABELS;

export const CREDIT_TYPES = Object.keys(CREDIT_TYPE_LABELS) as [CreditType, ...CreditType[]];
