import { SITE } from "../../../../constants/site";
import { sharePayload } from "../../../../lib/share";
import {
  CASTING_WORDS,
  type PostingKindDefinition,
  rowActionsChoosing,
  type Shared,
} from "../../posting-kind-definition";

/** A job: dated (its last day to apply), one place to fill, and its poster hires where others accept. */
export const jobKind = {
  kind: "job",
  noun: "job",
  answeredBy: "hiring team",
  listPath: "/jobs",
  sitemapSection: "jobs",
  capabilities: { dated: true, roles: false, joinable: false, fillable: true },
  favoriteType: "job",
  notFound: "Job not found",
  dateWords: "apply by ",
  posterStatuses: ["viewed", "shortlisted", "declined", "hired"],
  rowActions: rowActionsChoosing({ status: "hired", label: "Hire" }),
  applicants: {
    heading: "Applicants",
    back: "Back to the job",
    closed: "This job is closed; everyone who was waiting has been told. You can still change a decision.",
  },
  posterPanel: {
    title: "You posted this job",
    people: (count) => `${count === 1 ? "1 person has" : `${count} people have`} applied so far.`,
    view: "View applicants",
    close: "Close job",
    confirmClose: {
      title: "Close this job?",
      description: "Everyone still waiting will be told. This cannot be undone.",
      confirmLabel: "Close job",
    },
    confirmFill: {
      title: "Mark this role filled?",
      description: "The job closes and everyone still waiting will be told. This cannot be undone.",
      confirmLabel: "Role filled",
    },
  },
  fill: CASTING_WORDS,
  share: (origin, job) =>
    sharePayload(
      `Check out this job for ${job.title} at ${job.company} on ${SITE.name}!`,
      `${origin}/jobs?id=${job.id}`,
    ),
} as const satisfies PostingKindDefinition<Shared & { company: string }>;
