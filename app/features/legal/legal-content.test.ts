import { describe, expect, it } from "vitest";
import { LEGAL_PAGES } from "~/constants/navigation";
import { COMPLAINTS_POLICY, findLegalPage } from "./legal-content";

describe("findLegalPage", () => {
  it("finds every page in LEGAL_PAGES, with its title and unique section ids", () => {
    for (const { slug, title } of LEGAL_PAGES) {
      const page = findLegalPage(slug);
      expect(page?.title).toBe(title);
      expect(page?.sections.length).toBeGreaterThan(2);
      const ids = page!.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("returns undefined for an unknown slug", () => {
    expect(findLegalPage("refunds")).toBeUndefined();
    expect(findLegalPage("")).toBeUndefined();
    expect(findLegalPage("toString")).toBeUndefined();
  });

  it("states the complaints timelines from the spec", () => {
    expect(COMPLAINTS_POLICY).toEqual({ acknowledgeWithinHours: 48, resolveWithinBusinessDays: 10 });
    const text = JSON.stringify(findLegalPage("complaints"));
    expect(text).toContain("within 48 hours");
    expect(text).toContain("within 10 business days");
  });

  it("names the Indian laws the privacy policy relies on", () => {
    const text = JSON.stringify(findLegalPage("privacy"));
    expect(text).toContain("Digital Personal Data Protection Act, 2023");
    expect(text).toContain("Grievance Officer");
    expect(text).toContain("Rules, 2021");
  });
});
