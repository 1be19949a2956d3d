import { auditionServer } from "./kinds/audition/audition-kind.server";
import { jobServer } from "./kinds/job/job-kind.server";
import { projectServer } from "./kinds/project/project-kind.server";
import type { AnyPostingKindForm, PostingKindPage } from "./posting-kind-definition.server";
import type { PostingKind } from "./posting-kinds";

/**
 * Every posting kind's server definition (posting-kind-definition.server.ts),
 * by kind: its form and its page's action. The posting routes build each
 * kind's handlers from it; each keeps its own schema's types.
 */
export const POSTING_KIND_SERVERS = {
  audition: auditionServer,
  job: jobServer,
  project: projectServer,
} as const satisfies {
  [Kind in PostingKind]: { kind: Kind; form: AnyPostingKindForm; page: PostingKindPage };
};
