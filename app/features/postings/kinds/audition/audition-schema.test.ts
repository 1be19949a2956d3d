import { describe, expect, it } from "vitest";
import { AUDITION_MESSAGES } from "./audition-messages";
import { auditionSchema } from "./audition-schema";

const audition = (date: string) => ({ title: "Lead", project: "Chawl No. 7", company: "Bandstand", date });
const dateErrors = (date: string) => {
  const parsed = auditionSchema.safeParse(audition(date));
  return parsed.success
    ? []
    : parsed.error.issues.filter((issue) => issue.path[0] === "date").map((i) => i.message);
};

describe("an audition's date", () => {
  it("takes a real calendar day, leap days included", () => {
    expect(dateErrors("2027-03-01")).toEqual([]);
    expect(dateErrors("2028-02-29")).toEqual([]);
  });

  it("refuses days that do not exist instead of rolling them over", () => {
    for (const date of ["2027-02-30", "2027-02-29", "2027-04-31", "2027-13-01", "2027-00-10"]) {
      expect(dateErrors(date), date).toEqual([AUDITION_MESSAGES.date]);
    }
  });
});

describe("an audition's gender and experience", () => {
  const posted = (roles: object[], extra: Record<string, string> = {}) =>
    auditionSchema.parse({
      ...audition("2027-03-01"),
      // Each role states its pay (decision 061).
      roles: JSON.stringify(roles.map((role) => ({ payKind: "unpaid", payNote: "A credit", ...role }))),
      ...extra,
    });

  it("is read from the roles: theirs when they all cast one, else open to all", () => {
    expect(
      posted([
        { name: "Meera", gender: "female" },
        { name: "Gauri", gender: "female" },
      ]).gender,
    ).toBe("female");
    expect(
      posted([
        { name: "Meera", gender: "female" },
        { name: "Rahul", gender: "male" },
      ]).gender,
    ).toBe("any");
    expect(posted([{ name: "Anyone" }]).gender).toBe("any");
    // What an old form sends for the audition itself does not override its roles.
    expect(posted([{ name: "Rahul", gender: "male" }], { gender: "female" }).gender).toBe("male");
  });

  it("asks for any experience unless the poster says otherwise", () => {
    expect(posted([{ name: "Anyone" }]).experience).toBe("any");
    expect(posted([{ name: "Anyone" }], { experience: "professional" }).experience).toBe("professional");
  });
});
