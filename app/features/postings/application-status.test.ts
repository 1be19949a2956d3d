import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES } from "~/constants/auditions";
import { closingNotice, isWaiting, posterMayMove, statusNotice } from "./application-status";
import { POSTING_KIND_DEFINITIONS } from "./posting-kinds";

describe("posterMayMove", () => {
  it("lets the poster move a waiting or declined application to any of their decisions", () => {
    for (const from of ["new", "viewed", "shortlisted", "declined"] as const) {
      for (const to of POSTING_KIND_DEFINITIONS.audition.posterStatuses.filter(
        (status) => status !== "viewed",
      )) {
        expect(posterMayMove(from, to)).toBe(from !== to);
      }
    }
  });

  it("never puts a chosen applicant back on the shortlist, and moves nobody cast in a filled role", () => {
    expect(posterMayMove("accepted", "shortlisted")).toBe(false);
    expect(posterMayMove("hired", "shortlisted")).toBe(false);
    // A mistaken accept or hire can still be undone while no role records it.
    expect(posterMayMove("accepted", "declined")).toBe(true);
    expect(posterMayMove("hired", "declined")).toBe(true);
    for (const to of POSTING_KIND_DEFINITIONS.audition.posterStatuses)
      expect(posterMayMove("accepted", to, true)).toBe(false);
  });

  it("marks only a new application viewed", () => {
    expect(APPLICATION_STATUSES.filter((from) => posterMayMove(from, "viewed"))).toEqual(["new"]);
  });

  it("never moves a withdrawn or closed application, and never to new, withdrawn or closed", () => {
    for (const status of APPLICATION_STATUSES) {
      expect(posterMayMove("withdrawn", status)).toBe(false);
      expect(posterMayMove("closed", status)).toBe(false);
      expect(posterMayMove(status, "withdrawn")).toBe(false);
      expect(posterMayMove(status, "closed")).toBe(false);
      expect(posterMayMove(status, "new")).toBe(false);
    }
  });
});

describe("isWaiting", () => {
  it("is true only before the poster's answer", () => {
    expect(APPLICATION_STATUSES.filter(isWaiting)).toEqual(["new", "viewed", "shortlisted"]);
  });
});

describe("the applicant's notices", () => {
  it("name the posting and say what changed", () => {
    expect(statusNotice("shortlisted", "Lead Dancer")).toBe("You have been shortlisted for “Lead Dancer”.");
    expect(statusNotice("declined", "Lead Dancer")).toBe(
      "Your application for “Lead Dancer” was not selected this time.",
    );
    expect(closingNotice("filled", "Lead Dancer")).toContain("has been filled");
    expect(closingNotice("closed", "Lead Dancer")).toContain("closed by its poster");
    expect(closingNotice("lapsed", "Lead Dancer")).toContain("14 days ago without an answer");
    // A project's people asked to join it: they are told in those words.
    expect(statusNotice("accepted", "Monsoon", "project")).toBe(
      "Your request to join “Monsoon” has been accepted: you are now a collaborator.",
    );
    expect(statusNotice("shortlisted", "Monsoon", "project")).toBe(
      "You have been shortlisted for “Monsoon”.",
    );
    expect(closingNotice("closed", "Monsoon", "project")).toContain("marked completed by its creator");
  });
});
