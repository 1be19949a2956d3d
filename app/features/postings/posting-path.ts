import { href } from "react-router";
import type { PostingKind } from "./posting-kinds";

/** One posting of either kind, by id. */
export type PostingRef = { kind: PostingKind; id: number };

/**
 * A posting's own page: /auditions/{id}, /jobs/{id} or /collaboration/{id}. Server and browser both build
 * links with it; `href` checks each pattern against app/routes.ts when the types are built.
 */
export function postingPath({ kind, id }: PostingRef) {
  const params = { id: String(id) };
  if (kind === "audition") return href("/auditions/:id", params);
  if (kind === "job") return href("/jobs/:id", params);
  return href("/collaboration/:id", params);
}

/** A posting's edit page, for its poster: /auditions/{id}/edit, /jobs/{id}/edit or /collaboration/{id}/edit. */
export function postingEditPath({ kind, id }: PostingRef) {
  const params = { id: String(id) };
  if (kind === "audition") return href("/auditions/:id/edit", params);
  if (kind === "job") return href("/jobs/:id/edit", params);
  return href("/collaboration/:id/edit", params);
}
