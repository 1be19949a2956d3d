import { describe, expect, it } from "vitest";
import { containsPattern } from "./like-pattern";

describe("containsPattern", () => {
  it("wraps text in wildcards", () => {
    expect(containsPattern("lead")).toBe("%lead%");
  });
  it("matches the user's %, _ and \\ as themselves", () => {
    expect(containsPattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
  });
});
