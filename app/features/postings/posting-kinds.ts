/**
 * The kinds of posting: auditions, jobs and collaboration projects
 * are one product shape (a posting, its page, its applicants and their
 * answers), each with what makes it its own. Code that serves every kind asks
 * this registry instead of branching on the kind; what only the server needs
 * (tables, columns) is in posting-tables.server.ts, and so is whether a posting
 * is open (`openPostings`) and who may see it (`shownPostings`,
 * `listedPostings`). Each kind's own code is in kinds/{audition,job,project}/.
 */
export const POSTING_KINDS = ["audition", "job", "project"] as const;

/** What takes applications: auditions, jobs, and collaboration projects (where applying is a request to join). */
export type PostingKind = (typeof POSTING_KINDS)[number];

export type PostingKindFacts = {
  /** One of it, in a sentence: "audition", "job", "project". */
  noun: string;
  /** Who reads and answers its applications: "casting team" in "the casting team has seen it". */
  answeredBy: string;
  /** Its list page, and the first segment of every address of its postings. */
  listPath: "/auditions" | "/jobs" | "/collaboration";
  /** Its sitemap files: `auditions-{n}.xml` (decision 027). */
  sitemapSection: "auditions" | "jobs" | "projects";
  /** What it has that the others may not. */
  capabilities: {
    /** A day that applications lead up to (an audition's day, a job's last day to apply). */
    dated: boolean;
    /** Roles as records, each applied for and filled on its own (decisions 051 and 053). */
    roles: boolean;
    /** Applying is asking to join (its accepted people become collaborators). */
    joinable: boolean;
    /** Its poster may mark the posting filled as a whole. */
    fillable: boolean;
  };
};

export const POSTING_KIND_FACTS: Record<PostingKind, PostingKindFacts> = {
  audition: {
    noun: "audition",
    answeredBy: "casting team",
    listPath: "/auditions",
    sitemapSection: "auditions",
    capabilities: { dated: true, roles: true, joinable: false, fillable: true },
  },
  job: {
    noun: "job",
    answeredBy: "hiring team",
    listPath: "/jobs",
    sitemapSection: "jobs",
    capabilities: { dated: true, roles: false, joinable: false, fillable: true },
  },
  project: {
    noun: "project",
    answeredBy: "project's creator",
    listPath: "/collaboration",
    sitemapSection: "projects",
    capabilities: { dated: false, roles: true, joinable: true, fillable: false },
  },
};

/**
 * The kind whose postings live under an address ("/jobs/12/edit" → job,
 * "/collaboration" → project), or null for an address of none of them. The
 * posting routes are declared once for every kind (app/routes.ts), and each
 * page finds its kind this way.
 */
export function postingKindAt(pathname: string): PostingKind | null {
  const first = `/${pathname.split("/")[1] ?? ""}`;
  return POSTING_KINDS.find((kind) => POSTING_KIND_FACTS[kind].listPath === first) ?? null;
}
