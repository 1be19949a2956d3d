import { describe, expect, it } from "vitest";
import { MAX_ROLES } from "~/features/postings/role-limits";
import { projectSchema } from "./project-schema";

const valid = {
  title: "Monsoon",
  description: "A short film",
  category: "Film",
  payKind: "unpaid",
  payNote: "A credit",
};

/** A role's pay: unpaid, for a credit. */
const credit = { payKind: "unpaid", payNote: "A credit" };

describe("Create a Project", () => {
  it("requires title, description and category, with the spec's message; the roles are optional", () => {
    expect(projectSchema.safeParse(valid).success).toBe(true);
    for (const missing of ["title", "description", "category"] as const) {
      const result = projectSchema.safeParse({ ...valid, [missing]: "   " });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Please fill all required fields");
    }
    expect(projectSchema.safeParse({ ...valid, category: "Opera" }).success).toBe(false);
  });

  it("reads the roles it is looking for as records, as an audition's are", () => {
    const roles = JSON.stringify([
      { name: " Lead  Actor ", ageMin: "24", ageMax: "32", languages: "Hindi, Marathi", ...credit },
      { name: "Editor", payKind: "paid", payMin: "20000", payPer: "project", payNote: "For the cut" },
    ]);
    const result = projectSchema.safeParse({ ...valid, roles });
    expect(result.success).toBe(true);
    expect(result.data?.roles).toMatchObject([
      { name: "Lead Actor", ageMin: 24, ageMax: 32, languages: ["Hindi", "Marathi"], needed: 1 },
      {
        name: "Editor",
        payKind: "paid",
        payMin: 20000,
        payPer: "project",
        payNote: "For the cut",
        ageMin: null,
      },
    ]);
    // Each role states its pay, refused at that role's field.
    const unstated = projectSchema.safeParse({ ...valid, roles: JSON.stringify([{ name: "Editor" }]) });
    expect(unstated.error?.issues[0]?.path).toEqual(["roles", 0, "payKind"]);
    expect(projectSchema.safeParse({ ...valid }).data?.roles).toEqual([]);
  });

  it("refuses more roles than the limit, a nameless role, two of one name, or unreadable roles", () => {
    const many = (count: number) =>
      JSON.stringify(Array.from({ length: count }, (_, i) => ({ name: `Role ${i}`, ...credit })));
    expect(projectSchema.safeParse({ ...valid, roles: many(MAX_ROLES) }).success).toBe(true);
    expect(projectSchema.safeParse({ ...valid, roles: many(MAX_ROLES + 1) }).success).toBe(false);
    const nameless = projectSchema.safeParse({ ...valid, roles: JSON.stringify([{ name: " " }]) });
    expect(nameless.error?.issues[0]?.path).toEqual(["roles", 0, "name"]);
    const twice = JSON.stringify([
      { name: "Editor", ...credit },
      { name: "editor", ...credit },
    ]);
    expect(projectSchema.safeParse({ ...valid, roles: twice }).success).toBe(false);
    expect(projectSchema.safeParse({ ...valid, roles: "Lead Actor, Editor" }).success).toBe(false);
  });
});
