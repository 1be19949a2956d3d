import { describe, expect, it } from "vitest";
import {
  isTrendingNews,
  NEWS_TRENDING_LIKES,
  newsFilterQuery,
  nextReaction,
  parseNewsFilter,
  reactionDeltas,
} from "./news-rules";

describe("news likes and dislikes", () => {
  it("switches between like and dislike, and takes a reaction back on a second click", () => {
    expect(nextReaction(null, "like")).toBe("like");
    expect(nextReaction("like", "like")).toBeNull();
    expect(nextReaction("dislike", "like")).toBe("like");
    expect(nextReaction("like", "dislike")).toBe("dislike");
    expect(nextReaction("dislike", "dislike")).toBeNull();
  });

  it("moves the counts so each member counts once, on one side", () => {
    // The spec: liking a disliked item gives likes +1 and dislikes -1.
    expect(reactionDeltas("dislike", "like")).toEqual({ likes: 1, dislikes: -1 });
    expect(reactionDeltas("like", "dislike")).toEqual({ likes: -1, dislikes: 1 });
    expect(reactionDeltas(null, "like")).toEqual({ likes: 1, dislikes: 0 });
    expect(reactionDeltas("like", null)).toEqual({ likes: -1, dislikes: 0 });
    expect(reactionDeltas("like", "like")).toEqual({ likes: 0, dislikes: 0 });
    expect(reactionDeltas(null, null)).toEqual({ likes: 0, dislikes: 0 });
  });
});

describe("news trending", () => {
  it("is more than 50 likes", () => {
    expect(NEWS_TRENDING_LIKES).toBe(50);
    expect(isTrendingNews(50)).toBe(false);
    expect(isTrendingNews(51)).toBe(true);
  });
});

describe("the news filters", () => {
  it("reads and writes the address; anything unknown is All", () => {
    const parse = (query: string) => parseNewsFilter(new URLSearchParams(query));
    expect(parse("show=video&category=dance")).toEqual({ show: "video", category: "dance" });
    expect(parse("show=gossip&category=cricket")).toEqual({ show: "all", category: null });
    expect(newsFilterQuery({ show: "trending", category: "film" })).toBe("?show=trending&category=film");
    expect(newsFilterQuery({ show: "all", category: null })).toBe("");
  });
});
