import { describe, expect, it } from "vitest";
import { POSTING_KIND_FACTS, POSTING_KINDS, postingKindAt } from "./posting-kinds";

describe("postingKindAt", () => {
  it("names the kind whose postings live under an address's first segment", () => {
    expect(postingKindAt("/auditions")).toBe("audition");
    expect(postingKindAt("/auditions/12/edit")).toBe("audition");
    expect(postingKindAt("/jobs/create")).toBe("job");
    expect(postingKindAt("/collaboration/3/applicants")).toBe("project");
  });

  it("names none for any other address, however close", () => {
    for (const pathname of ["/", "/audition", "/auditionsx", "/collaborations/1", "/u/jobs", ""]) {
      expect(postingKindAt(pathname)).toBeNull();
    }
  });

  it("reads every kind back from its own list address", () => {
    for (const kind of POSTING_KINDS) expect(postingKindAt(POSTING_KIND_FACTS[kind].listPath)).toBe(kind);
  });
});
