import { describe, expect, it } from "vitest";
import { REVIEW_MESSAGES, reviewSchema } from "./review-schema";

const text = "Wonderful to work with, always on time.";

function firstError(input: Record<string, unknown>) {
  const result = reviewSchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.message;
}

describe("review schema", () => {
  it("accepts a rating from 1 to 5 and trimmed text, without NUL characters", () => {
    expect(reviewSchema.parse({ rating: "4", content: `  ${text}\u0000  ` })).toEqual({
      rating: 4,
      content: text,
    });
    expect(reviewSchema.parse({ rating: 1, content: text }).rating).toBe(1);
    expect(reviewSchema.parse({ rating: "5", content: text }).rating).toBe(5);
  });

  it.each([["0"], ["6"], ["abc"], ["3.5"], [""], [undefined], ["-1"], ["Infinity"]])(
    "refuses the rating %j with the rating message",
    (rating) => {
      expect(firstError({ rating, content: text })).toBe(REVIEW_MESSAGES.rating);
    },
  );

  it("needs at least 10 characters after trimming", () => {
    expect(firstError({ rating: "5", content: "   too short   " })).toBe(
      "Please write at least 10 characters.",
    );
    expect(firstError({ rating: "5", content: "\u0000".repeat(20) })).toBe(REVIEW_MESSAGES.tooShort);
    expect(firstError({ rating: "5" })).toBe(REVIEW_MESSAGES.tooShort);
    expect(reviewSchema.parse({ rating: "5", content: "0123456789" }).content).toBe("0123456789");
  });

  it("allows 1000 characters and refuses 1001", () => {
    expect(reviewSchema.parse({ rating: "2", content: "x".repeat(1000) }).content).toHaveLength(1000);
    expect(firstError({ rating: "2", content: "x".repeat(1001) })).toBe(
      "Reviews must be 1000 characters or less.",
    );
  });
});
