/** The media library's words (spec part 2, section 8). */
export const LIBRARY_MESSAGES = {
  empty: "No titles found matching your criteria.",
  emptyHint: "Try another search, or fewer languages and industries.",
  notFound: "Media not found",
} as const;
