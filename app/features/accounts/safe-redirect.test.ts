import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirectPath("/jobs?city=mumbai")).toBe("/jobs?city=mumbai");
  });
  it.each(["//evil.example", "https://evil.example", "/\\evil.example", "jobs", "", undefined, 42])(
    "refuses %j",
    (value) => {
      expect(safeRedirectPath(value)).toBe("/discover");
    },
  );
});
