import { urlSlug } from "~/lib/url-slug";

/** The feed's categories; a new post is Content Creation unless its author picks another (spec part 2, section 4). */
export const FEED_CATEGORIES = [
  "Content Creation",
  "Film",
  "Television",
  "Music",
  "Theatre",
  "Dance",
] as const;
export type FeedCategory = (typeof FEED_CATEGORIES)[number];
export const DEFAULT_FEED_CATEGORY: FeedCategory = "Content Creation";

/** Trending on the feed: more than 200 likes (spec part 2, section 9). */
export const FEED_TRENDING_LIKES = 200;

export function isTrendingPost(likes: number): boolean {
  return likes > FEED_TRENDING_LIKES;
}

export const POST_MAX_CHARS = 3000;
export const COMMENT_MAX_CHARS = 1000;
/**
 * Posts per page; the next page loads as the member scrolls. Five fill more
 * than a screen and keep the page under the list budget of 50 KB.
 */
export const FEED_PAGE_SIZE = 5;
/** Comments drawn under a post in the feed; the post's own page shows them all. */
export const COMMENTS_SHOWN = 3;

export const FEED_MESSAGES = {
  empty: "Cannot create empty post",
  emptyHint: "Please write something or add media to your post",
  failed: "Error creating post",
  failedHint: "There was a problem publishing your post",
  posted: "Your post is live.",
  edited: "Post updated.",
  deleted: "Post deleted.",
  postTooLong: `Please keep your post to ${POST_MAX_CHARS.toLocaleString("en-IN")} characters or less.`,
  commentTooLong: `Please keep your comment to ${COMMENT_MAX_CHARS} characters or less.`,
  commentEmpty: "Write something before posting a comment.",
  commentDeleted: "Comment deleted.",
  commentEdited: "Comment updated.",
  badVideo: "Paste a YouTube or Vimeo link for the video.",
  badImage: "That image could not be attached. Please upload it again.",
  category: "Choose one of the feed's categories.",
  noPosts: "No posts found",
  notFound: "Post not found",
  limited: "You are posting very quickly. Please wait a minute and try again.",
} as const;

/** Which posts the feed shows (spec part 2, section 4): everyone's, people I follow, trending, or one category. */
export type FeedFilter = { show: "all" | "following" | "trending"; category: FeedCategory | null };

export const FEED_SHOW_OPTIONS = [
  { value: "all", label: "All Posts" },
  { value: "following", label: "Following" },
  { value: "trending", label: "Trending" },
] as const;

export function parseFeedFilter(params: URLSearchParams): FeedFilter {
  const show = FEED_SHOW_OPTIONS.find((option) => option.value === params.get("show"))?.value ?? "all";
  const category = FEED_CATEGORIES.find((name) => urlSlug(name) === params.get("category")) ?? null;
  return { show, category };
}

export function feedFilterQuery(filter: FeedFilter, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (filter.show !== "all") params.set("show", filter.show);
  if (filter.category) params.set("category", urlSlug(filter.category));
  if (cursor) params.set("cursor", cursor);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The feed's cursor: the id of the last post a page showed, in base 36. Ids
 * only grow, so "older than this id" never repeats or skips a post however
 * many are written meanwhile (new ones are above it). Anything that is not a
 * cursor this code made reads as null (the first page).
 */
export function encodeCursor(lastId: number): string {
  return lastId.toString(36);
}

export function decodeCursor(text: string | null | undefined): number | null {
  if (!text || !/^[0-9a-z]{1,10}$/.test(text)) return null;
  const id = Number.parseInt(text, 36);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
