import { SITE } from "../../../../constants/site";
import { sharePayload } from "../../../../lib/share";
import { CASTING_WORDS, type PostingKindDefinition, rowActionsChoosing } from "../../posting-kind-definition";

/** A casting call: dated (its audition day), with roles each cast on its own (decision 051). */
export const auditionKind = {
  kind: "audition",
  noun: "audition",
  answeredBy: "casting team",
  listPath: "/auditions",
  sitemapSection: "auditions",
  capabilities: { dated: true, roles: true, joinable: false, fillable: true },
  favoriteType: "audition",
  notFound: "Audition not found",
  dateWords: "",
  posterStatuses: ["viewed", "shortlisted", "declined", "accepted"],
  rowActions: rowActionsChoosing({ status: "accepted", label: "Accept" }),
  applicants: {
    heading: "Applicants",
    back: "Back to the audition",
    closed:
      "This audition is closed; everyone who was waiting has been told. You can still change a decision.",
  },
  posterPanel: {
    title: "You posted this audition",
    people: (count) => `${count === 1 ? "1 person has" : `${count} people have`} applied so far.`,
    view: "View applicants",
    close: "Close audition",
    confirmClose: {
      title: "Close this audition?",
      description: "Everyone still waiting will be told. This cannot be undone.",
      confirmLabel: "Close audition",
    },
    confirmFill: {
      title: "Mark this role filled?",
      description: "The audition closes and everyone still waiting will be told. This cannot be undone.",
      confirmLabel: "Role filled",
    },
  },
  fill: CASTING_WORDS,
  // Shared at its canonical address, where the spec's jobs and projects keep their list's ?id=.
  share: (origin, audition) =>
    sharePayload(
      `Check out this audition for ${audition.title} on ${SITE.name}!`,
      `${origin}/auditions/${audition.id}`,
    ),
} as const satisfies PostingKindDefinition;
