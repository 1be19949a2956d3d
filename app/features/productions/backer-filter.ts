/**
 * "Verified productions only": one filter every posting list
 * offers, kept in the address as ?by=verified, read by the same words on the
 * audition, job and collaboration lists.
 */
export const BACKER_FILTER_OPTIONS = [
  { value: "all", label: "Anyone posting" },
  { value: "verified", label: "Verified productions only" },
] as const;

export type BackerFilter = (typeof BACKER_FILTER_OPTIONS)[number]["value"];

export const BACKER_FILTER_PARAM = "by";

export const BACKER_FILTER_LABEL = "Posted by";

/** The filter from the address; anything unknown reads as "all". */
export function parseBackerFilter(params: URLSearchParams): BackerFilter {
  return params.get(BACKER_FILTER_PARAM) === "verified" ? "verified" : "all";
}
