import { describe, expect, it } from "vitest";
import { firstFreeUsername, usernameFromName } from "./username";

describe("usernameFromName", () => {
  it("lowercases and joins words with hyphens (the spec's default)", () => {
    expect(usernameFromName("Priya Sharma")).toBe("priya-sharma");
    expect(usernameFromName("  D'Souza   Rhea ")).toBe("dsouza-rhea");
  });

  it("keeps only allowed characters and the length limits", () => {
    expect(usernameFromName("Zoë Müller")).toBe("zoe-muller");
    expect(usernameFromName("A")).toMatch(/^[a-z0-9_-]{3,30}$/);
    expect(usernameFromName("x".repeat(50))).toHaveLength(30);
    expect(usernameFromName("अमित")).toMatch(/^[a-z0-9_-]{3,30}$/);
  });
});

describe("firstFreeUsername", () => {
  it("adds -2, -3 when taken, staying within 30 characters", async () => {
    const taken = new Set(["priya-sharma", "priya-sharma-2"]);
    expect(await firstFreeUsername("priya-sharma", async (c) => taken.has(c))).toBe("priya-sharma-3");
    const long = "y".repeat(30);
    const result = await firstFreeUsername(long, async (c) => c === long);
    expect(result).toBe(`${"y".repeat(28)}-2`);
  });
});
