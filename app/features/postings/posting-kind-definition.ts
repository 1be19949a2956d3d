import type { ConfirmQuestion } from "~/components/ui/confirm-dialog";
import type { APPLICATION_STATUSES } from "~/constants/auditions";
import type { SharePayload } from "~/lib/share";

/**
 * The kinds of posting: auditions, jobs and collaboration projects are one
 * product shape (a posting, its page, its applicants and their answers), each
 * with what makes it its own. Each kind describes itself once, in
 * kinds/<kind>/<kind>-kind.ts for the browser and the server alike, by this
 * type; posting-kinds.ts lists them, and code that serves every kind asks that
 * list instead of branching on the kind (CONTRIBUTING.md, "A posting kind").
 * What only the server needs (its tables and columns, whether a posting is
 * open) is in posting-tables.server.ts; what only its pages need (the form,
 * the page data, the page actions) in app/routes/postings/posting-kind-routes*.
 */
export const POSTING_KINDS = ["audition", "job", "project"] as const;

/** What takes applications: auditions, jobs, and collaboration projects (where applying is a request to join). */
export type PostingKind = (typeof POSTING_KINDS)[number];

type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A status a poster may give an applicant: never "new", and never the applicant's own "withdrawn" or the posting's "closed". */
export type PosterChoice = Exclude<ApplicationStatus, "new" | "withdrawn" | "closed">;

/** How filling a role is said on the applicants page. */
export type FillWords = {
  question: (role: string) => string;
  /** After the count of people chosen: "2 told they were cast". */
  told: string;
  /** The badge on a chosen applicant. */
  chosen: string;
  /** Before the role's name: "3 applied for Lead". */
  asked: string;
};

/** How an audition or a job says filling a role: people are cast. */
export const CASTING_WORDS: FillWords = {
  question: (role) => `Whom did you cast as ${role}?`,
  told: "told they were cast",
  chosen: "Cast",
  asked: "applied for",
};

/** The buttons on an applicant's row, in the order a poster uses them: `chosen` is the kind's yes ("Accept", "Hire"). */
export function rowActionsChoosing(chosen: { status: "accepted" | "hired"; label: string }) {
  return [
    { status: "viewed", label: "Mark viewed" },
    { status: "shortlisted", label: "Shortlist" },
    chosen,
    { status: "declined", label: "Decline" },
  ] as const satisfies readonly { status: PosterChoice; label: string }[];
}

/** A posting as its share sheet needs it; a job's sentence names its company too. */
export type Shared = { id: number; title: string };

export type PostingKindDefinition<Shareable extends Shared = Shared> = {
  kind: PostingKind;
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
  /**
   * What a saved one is in My Favorites: the spec's favourite item `type`
   * (spec part 1, section 3, "Favourite item"), which calls a project a
   * "collaboration"; stored and kept on guests' devices by that name.
   */
  favoriteType: "audition" | "job" | "collaboration";
  /** Its own 404's words, also said for a posting that is not the asker's, so "not yours" reads as "not there". */
  notFound: string;
  /** What its date is, before it: "apply by " a job's deadline, "posted " when a project began. */
  dateWords: string;
  /** The statuses its poster gives applicants: an audition accepts where a job hires. */
  posterStatuses: readonly PosterChoice[];
  /** The buttons on each applicant's row: what its poster most often does next. */
  rowActions: readonly { status: PosterChoice; label: string }[];
  /** Its applicants page. */
  applicants: { heading: string; back: string; closed: string };
  /** The panel its poster sees on its page. */
  posterPanel: {
    title: string;
    people: (count: number) => string;
    view: string;
    close: string;
    confirmClose: ConfirmQuestion;
    /** Marking the whole posting filled; none where it is not `fillable`. */
    confirmFill?: ConfirmQuestion;
  };
  /** How filling one of its roles is said. */
  fill: FillWords;
  /** What the native share sheet gets for one of its postings (spec part 1, section 7). */
  share: (origin: string, posting: Shareable) => SharePayload;
};
