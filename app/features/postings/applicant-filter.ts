import { APPLICATION_STATUSES } from "~/constants/auditions";
import { cleanQuery } from "~/lib/search-text";
import { serialId } from "~/lib/serial-ids";
import type { ApplicationStatus } from "./application-status";
import type { ApplicantFilter } from "./posting-applicants.server";

/** The applicants page's filter from its URL: a known status (else all), cleaned search words, and a role's id. */
export function parseApplicantFilter(params: URLSearchParams): ApplicantFilter {
  const status = params.get("status");
  return {
    status: (APPLICATION_STATUSES as readonly string[]).includes(status ?? "")
      ? (status as ApplicationStatus)
      : "all",
    q: cleanQuery(params.get("q")),
    role: serialId(params.get("role")),
  };
}

/** The query string for a filter, leaving out defaults so the plain page has the plain URL. */
export function applicantFilterSearch(filter: ApplicantFilter) {
  const params = new URLSearchParams();
  if (filter.status !== "all") params.set("status", filter.status);
  if (filter.q) params.set("q", filter.q);
  if (filter.role !== null) params.set("role", String(filter.role));
  const search = params.toString();
  return search ? `?${search}` : "";
}
