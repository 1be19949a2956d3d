import { describe, expect, it } from "vitest";
import { applicantFilterSearch, parseApplicantFilter } from "./applicant-filter";

describe("parseApplicantFilter", () => {
  it("keeps a known status and cleaned words", () => {
    expect(parseApplicantFilter(new URLSearchParams("status=shortlisted&q=%20Priya%0A%20Nair "))).toEqual({
      status: "shortlisted",
      q: "Priya Nair",
      role: null,
    });
  });

  it("keeps a role's id, and drops anything that cannot be one", () => {
    expect(parseApplicantFilter(new URLSearchParams("role=12")).role).toBe(12);
    expect(parseApplicantFilter(new URLSearchParams("role=012")).role).toBeNull();
    expect(parseApplicantFilter(new URLSearchParams("role=99999999999")).role).toBeNull();
  });

  it("treats an unknown or missing status as all", () => {
    expect(parseApplicantFilter(new URLSearchParams("status=hacked")).status).toBe("all");
    expect(parseApplicantFilter(new URLSearchParams("status=")).status).toBe("all");
    expect(parseApplicantFilter(new URLSearchParams("")).status).toBe("all");
  });

  it("round-trips through the query string, leaving defaults out", () => {
    const filter = { status: "new" as const, q: "dancer", role: 7 };
    expect(parseApplicantFilter(new URLSearchParams(applicantFilterSearch(filter)))).toEqual(filter);
    expect(applicantFilterSearch({ status: "all", q: "", role: null })).toBe("");
  });
});
