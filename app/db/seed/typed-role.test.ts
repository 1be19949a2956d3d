import { describe, expect, it } from "vitest";
import { typedRole } from "./typed-role";

describe("typedRole", () => {
  it("reads a trailing age range as the playing age", () => {
    expect(typedRole("Female Lead (23-30)")).toEqual({ name: "Female Lead", ageMin: 23, ageMax: 30 });
    expect(typedRole("Grandfather (65+)")).toEqual({ name: "Grandfather", ageMin: 65, ageMax: null });
    expect(typedRole("Teenage Daughter (14–17)")).toEqual({
      name: "Teenage Daughter",
      ageMin: 14,
      ageMax: 17,
    });
  });

  it("keeps a line without one whole, and drops a range that runs backwards", () => {
    expect(typedRole("Narrator")).toEqual({ name: "Narrator", ageMin: null, ageMax: null });
    expect(typedRole("Meera (female, lead)")).toEqual({
      name: "Meera (female, lead)",
      ageMin: null,
      ageMax: null,
    });
    expect(typedRole("Kid (12-8)")).toEqual({ name: "Kid", ageMin: 12, ageMax: null });
  });
});
