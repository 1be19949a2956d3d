import { describe, expect, it } from "vitest";
import {
  decodeCursor,
  encodeCursor,
  FEED_TRENDING_LIKES,
  feedFilterQuery,
  isTrendingPost,
  parseFeedFilter,
} from "./feed-rules";

describe("the feed's trending threshold", () => {
  it("is more than 200 likes, not 200 itself", () => {
    expect(FEED_TRENDING_LIKES).toBe(200);
    expect(isTrendingPost(200)).toBe(false);
    expect(isTrendingPost(201)).toBe(true);
    expect(isTrendingPost(0)).toBe(false);
  });
});

describe("the feed's cursor", () => {
  it("reads back the id it was made from", () => {
    for (const id of [1, 35, 36, 1_000_000, 2_147_483_647]) expect(decodeCursor(encodeCursor(id))).toBe(id);
  });

  it("reads anything else as the first page", () => {
    for (const text of [null, "", "0", "-1", "1.5", "ZZ", "a b", "zzzzzzzzzzz", "zzzzzzz", "<script>"]) {
      expect(decodeCursor(text)).toBeNull();
    }
  });
});

describe("the feed's filters", () => {
  const parse = (query: string) => parseFeedFilter(new URLSearchParams(query));

  it("reads all, following, trending and a category; unknown values read as all", () => {
    expect(parse("")).toEqual({ show: "all", category: null });
    expect(parse("show=following")).toEqual({ show: "following", category: null });
    expect(parse("show=trending&category=film")).toEqual({ show: "trending", category: "Film" });
    expect(parse("category=content-creation")).toEqual({ show: "all", category: "Content Creation" });
    expect(parse("show=everything&category=cooking")).toEqual({ show: "all", category: null });
  });

  it("writes the address back, with the cursor for the next page", () => {
    expect(feedFilterQuery({ show: "all", category: null })).toBe("");
    expect(feedFilterQuery({ show: "trending", category: "Music" }, "2s")).toBe(
      "?show=trending&category=music&cursor=2s",
    );
  });
});
