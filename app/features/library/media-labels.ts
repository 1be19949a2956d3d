/** How each kind of title is named on cards and pages. */
export const MEDIA_TYPE_LABELS = {
  movie: "Movie",
  series: "Series",
  ott: "OTT Original",
  documentary: "Documentary",
} as const;

export type MediaType = keyof typeof MEDIA_TYPE_LABELS;

/** What each OTT availability means to a viewer. */
export const OTT_AVAILABILITY_LABELS = {
  available: "Included",
  premium: "Subscription",
  rental: "Rent or buy",
} as const;

/** "2 h 8 min" for a runtime in minutes. */
export function formatRuntime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A rating out of 10 with one decimal: "8.1/10". */
export function formatRating(rating: number): string {
  return `${rating.toFixed(1)}/10`;
}
