import type { PostingKind } from "./application-status";

/** One posting of either kind, by id. */
export type PostingRef = { kind: PostingKind; id: number };

const PATHS: Record<PostingKind, string> = {
  audition: "/auditions/",
  job: "/jobs/",
  project: "/collaboration/",
};

/** What a posting's date is, before it: an audition's day, a job's deadline, when a project started on Rangmanch. */
export const POSTING_DATE_WORDS: Record<PostingKind, string> = {
  audition: "",
  job: "apply by ",
  project: "posted ",
};

/** A posting's own page: /auditions/{id}, /jobs/{id} or /collaboration/{id}. Server and browser both build links with it. */
export function postingPath(posting: PostingRef) {
  return `${PATHS[posting.kind]}${posting.id}`;
}
