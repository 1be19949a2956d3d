import { describe, expect, it } from "vitest";
import { projectSchema, splitLookingFor } from "./project-schema";

describe("Create a Project", () => {
  it("reads the roles needed from commas or lines, trimmed, without blanks or repeats", () => {
    expect(splitLookingFor(" Lead  Actor ,Editor\n\neditor, , Sound Recordist\n")).toEqual([
      "Lead Actor",
      "Editor",
      "Sound Recordist",
    ]);
    expect(splitLookingFor(undefined)).toEqual([]);
    expect(splitLookingFor(" , \n ")).toEqual([]);
  });

  it("requires title, description and category, with the spec's message; the roles are optional", () => {
    const valid = { title: "Monsoon", description: "A short film", category: "Film" };
    expect(projectSchema.safeParse(valid).success).toBe(true);
    for (const missing of ["title", "description", "category"] as const) {
      const result = projectSchema.safeParse({ ...valid, [missing]: "   " });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Please fill all required fields");
    }
    expect(projectSchema.safeParse({ ...valid, category: "Opera" }).success).toBe(false);
  });

  it("refuses more than twelve roles, or a role over sixty characters", () => {
    const valid = { title: "Monsoon", description: "A short film", category: "Film" };
    const twelve = Array.from({ length: 12 }, (_, i) => `Role ${i}`).join(",");
    expect(projectSchema.safeParse({ ...valid, lookingFor: twelve }).success).toBe(true);
    expect(projectSchema.safeParse({ ...valid, lookingFor: `${twelve},One more` }).success).toBe(false);
    expect(projectSchema.safeParse({ ...valid, lookingFor: "x".repeat(61) }).success).toBe(false);
  });
});
