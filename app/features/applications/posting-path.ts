import type { PostingKind } from "./application-status";

/** One posting of either kind, by id. */
export type PostingRef = { kind: PostingKind; id: number };

/** A posting's own page: /auditions/{id} or /jobs/{id}. Server and browser both build links with it. */
export function postingPath(posting: PostingRef) {
  return `${posting.kind === "job" ? "/jobs/" : "/auditions/"}${posting.id}`;
}
