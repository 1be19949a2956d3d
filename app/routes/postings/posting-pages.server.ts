import { forEveryKind, type PostingKind } from "~/features/postings/posting-kinds";
import { POSTING_KIND_SERVERS } from "~/features/postings/posting-kinds.server";
import { auditionPageData } from "./audition-page.server";
import { jobPageData } from "./job-page.server";
import { postingAction } from "./posting-action.server";
import { projectPageData } from "./project-page.server";

/**
 * Each kind's page data: at /{kind}/{id}, and at the list's ?id= address. Route
 * code of each kind's own (it reads favourites and answers the 404 page), so it
 * is listed here rather than in the kind's server definition.
 */
export const POSTING_PAGE_DATA = {
  audition: auditionPageData,
  job: jobPageData,
  project: projectPageData,
} satisfies Record<PostingKind, unknown>;

/** Each kind's page action, made once from its server definition's `page` (posting-action.server.ts). */
export const POSTING_PAGE_ACTION = forEveryKind((kind) =>
  postingAction(kind, POSTING_KIND_SERVERS[kind].page),
);
