import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES } from "~/constants/auditions";
import { nextStepWords } from "./application-status";

describe("what happens next, for the applicant", () => {
  it("says a line for every status, naming who answers", () => {
    for (const status of APPLICATION_STATUSES) {
      expect(nextStepWords(status, "casting team"), status).toMatch(/\S/);
    }
    expect(nextStepWords("new", "casting team")).toMatch(/^What happens next: the casting team reads/);
    expect(nextStepWords("hired", "hiring team")).toBe(
      "The hiring team chose you. Message them to agree the dates, the pay and what to bring.",
    );
  });
});
