import { auditionKind } from "./kinds/audition/audition-kind";
import { jobKind } from "./kinds/job/job-kind";
import { projectKind } from "./kinds/project/project-kind";
import {
  POSTING_KINDS,
  type PosterChoice,
  type PostingKind,
  type PostingKindDefinition,
  type Shared,
} from "./posting-kind-definition";

export { POSTING_KINDS, type PosterChoice as PosterStatus, type PostingKind };

/**
 * Every posting kind's one definition (posting-kind-definition.ts), by kind.
 * `satisfies` makes the compiler list what a new kind lacks, and keeps each
 * kind's own types (a job's share sheet names its company). Code that serves
 * every kind asks this instead of keeping a table of its own.
 */
export const POSTING_KIND_DEFINITIONS = {
  audition: auditionKind,
  job: jobKind,
  project: projectKind,
} as const satisfies {
  [Kind in PostingKind]: PostingKindDefinition<Shared & { company: string }> & { kind: Kind };
};

/** One value for every kind, made the same way from each (a route's handlers from a kind's definition). */
export function forEveryKind<T>(make: (kind: PostingKind) => T): Record<PostingKind, T> {
  return Object.fromEntries(POSTING_KINDS.map((kind) => [kind, make(kind)])) as Record<PostingKind, T>;
}

/** Whether a kind of thing (a report's subject, a favourite's) is a posting kind. */
export function isPostingKind(kind: string): kind is PostingKind {
  return (POSTING_KINDS as readonly string[]).includes(kind);
}

/** Whether `value` is a status this kind's poster gives an applicant (an audition accepts, a job hires). */
export function isPosterStatus(kind: PostingKind, value: unknown): value is PosterChoice {
  return (POSTING_KIND_DEFINITIONS[kind].posterStatuses as readonly unknown[]).includes(value);
}

/**
 * The kind whose postings live under an address ("/jobs/12/edit" → job,
 * "/collaboration" → project), or null for an address of none of them. The
 * posting routes are declared once for every kind (app/routes.ts), and each
 * page finds its kind this way.
 */
export function postingKindAt(pathname: string): PostingKind | null {
  const first = `/${pathname.split("/")[1] ?? ""}`;
  return POSTING_KINDS.find((kind) => POSTING_KIND_DEFINITIONS[kind].listPath === first) ?? null;
}
