/** News categories (spec part 2, section 4). */
export const NEWS_CATEGORIES = ["film", "television", "music", "theater", "dance"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = {
  film: "Film",
  television: "Television",
  music: "Music",
  theater: "Theater",
  dance: "Dance",
};

/** Trending in news: more than 50 likes (spec part 2, section 9). */
export const NEWS_TRENDING_LIKES = 50;

export function isTrendingNews(likes: number): boolean {
  return likes > NEWS_TRENDING_LIKES;
}

export const NEWS_TITLE_MAX = 200;
export const NEWS_BODY_MAX = 20_000;
/** The most items one list shows; a filter finds the rest. */
export const NEWS_LIST_LIMIT = 40;

export type Reaction = "like" | "dislike" | null;

/**
 * What a click on Like or Dislike makes of the member's reaction (spec part 2,
 * section 4): the same button again takes it back; the other button switches
 * it, so a member never both likes and dislikes an item.
 */
export function nextReaction(current: Reaction, clicked: "like" | "dislike"): Reaction {
  return current === clicked ? null : clicked;
}

/** How the item's two counts move when a member's reaction goes from `before` to `after`. */
export function reactionDeltas(before: Reaction, after: Reaction): { likes: number; dislikes: number } {
  return {
    likes: (after === "like" ? 1 : 0) - (before === "like" ? 1 : 0),
    dislikes: (after === "dislike" ? 1 : 0) - (before === "dislike" ? 1 : 0),
  };
}

/** The news page's filters (spec part 2, section 4): all, trending, with a video, with an image, text only; or a category. */
export const NEWS_SHOW_OPTIONS = [
  { value: "all", label: "All" },
  { value: "trending", label: "Trending" },
  { value: "video", label: "Video" },
  { value: "image", label: "Image" },
  { value: "text", label: "Text" },
] as const;
export type NewsFilter = { show: (typeof NEWS_SHOW_OPTIONS)[number]["value"]; category: NewsCategory | null };

export function parseNewsFilter(params: URLSearchParams): NewsFilter {
  return {
    show: NEWS_SHOW_OPTIONS.find((option) => option.value === params.get("show"))?.value ?? "all",
    category: NEWS_CATEGORIES.find((category) => category === params.get("category")) ?? null,
  };
}

export function newsFilterQuery(filter: NewsFilter): string {
  const params = new URLSearchParams();
  if (filter.show !== "all") params.set("show", filter.show);
  if (filter.category) params.set("category", filter.category);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const NEWS_MESSAGES = {
  published: "News published.",
  noNews: "No news found",
  notFound: "News item not found",
  staffOnly: "Only staff can publish news.",
  title: "Give the story a title.",
  titleTooLong: `Please keep the title to ${NEWS_TITLE_MAX} characters or less.`,
  body: "Write the story.",
  bodyTooLong: `Please keep the story to ${NEWS_BODY_MAX.toLocaleString("en-IN")} characters or less.`,
  source: "Say where the story comes from.",
  sourceTooLong: "Please keep the source to 100 characters or less.",
  category: "Choose a category.",
  badVideo: "Paste a YouTube or Vimeo link for the video.",
  badImage: "That image could not be attached. Please upload it again.",
  captionTooLong: "Please keep the caption to 200 characters or less.",
  commentEmpty: "Write something before posting a comment.",
  commentTooLong: "Please keep your comment to 1,000 characters or less.",
  commentDeleted: "Comment deleted.",
} as const;
