import { describe, expect, it } from "vitest";
import { rowErrors } from "~/lib/row-errors";

describe("rowErrors", () => {
  it("groups a list's nested errors by row and field", () => {
    const rows = rowErrors(
      {
        experience: ["You can add up to 50 experience entries"],
        "experience[0].role": ["Each credit needs a role"],
        "experience[0].production": ["Each credit needs a production title"],
        "experience[3].year": ["Credit years must be between 1900 and next year"],
        "portfolio[1]": ["Please upload the portfolio image again"],
        "experienceNotes[0]": ["not this list"],
      },
      "experience",
    );
    expect([...rows.keys()]).toEqual([0, 3]);
    expect(rows.get(0)).toEqual({
      role: ["Each credit needs a role"],
      production: ["Each credit needs a production title"],
    });
    expect(rows.get(3)).toEqual({ year: ["Credit years must be between 1900 and next year"] });
  });

  it("puts a row's own message under the empty key", () => {
    expect(
      rowErrors({ "portfolio[1]": ["Please upload the portfolio image again"] }, "portfolio").get(1),
    ).toEqual({
      "": ["Please upload the portfolio image again"],
    });
  });

  it("is empty without errors", () => {
    expect(rowErrors(undefined, "experience").size).toBe(0);
    expect(rowErrors({ experience: [] }, "experience").size).toBe(0);
  });
});
