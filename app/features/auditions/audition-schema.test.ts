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
