import { describe, expect, it } from "vitest";
import { shareText } from "~/lib/share";
import { POSTING_KIND_DEFINITIONS, POSTING_KINDS, postingKindAt } from "./posting-kinds";

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
    for (const kind of POSTING_KINDS)
      expect(postingKindAt(POSTING_KIND_DEFINITIONS[kind].listPath)).toBe(kind);
  });
});

describe("each kind's share sheet", () => {
  const origin = "https://rangmanch.in";

  it("says the spec's words for a job, a project and an audition, with their links", () => {
    expect(
      POSTING_KIND_DEFINITIONS.job.share(origin, { id: 7, title: "Gaffer", company: "Deccan Frames" }),
    ).toEqual({
      title: "Rangmanch",
      text: "Check out this job for Gaffer at Deccan Frames on Rangmanch!",
      url: "https://rangmanch.in/jobs?id=7",
    });
    expect(POSTING_KIND_DEFINITIONS.project.share(origin, { id: 4, title: "Short film" })).toEqual({
      title: "Rangmanch",
      text: "Check out this collaboration project: Short film on Rangmanch!",
      url: "https://rangmanch.in/collaboration?id=4",
    });
    expect(POSTING_KIND_DEFINITIONS.audition.share(origin, { id: 3, title: "Lead Actor Audition" }).url).toBe(
      "https://rangmanch.in/auditions/3",
    );
  });

  it("strips markup tags from people's words in the sentence (spec part 1, section 5)", () => {
    const job = POSTING_KIND_DEFINITIONS.job.share(origin, {
      id: 7,
      title: "<b>Gaffer</b><script>alert(1)</script>",
      company: '<a href="x" onclick="y">Deccan  Frames</a>',
    });
    expect(job.text).toBe("Check out this job for Gaffer at Deccan Frames on Rangmanch!");
    expect(shareText(job)).toBe(
      "Check out this job for Gaffer at Deccan Frames on Rangmanch! https://rangmanch.in/jobs?id=7",
    );
  });
});
