import { SITE } from "../../../../constants/site";
import { sharePayload } from "../../../../lib/share";
import { type PostingKindDefinition, rowActionsChoosing } from "../../posting-kind-definition";

/**
 * A collaboration project: created, not posted; undated; people ask to join
 * its roles (decision 053), and an accepted request makes its person a
 * collaborator. Its address is /collaboration, its name in code `project`.
 */
export const projectKind = {
  kind: "project",
  noun: "project",
  answeredBy: "project's creator",
  listPath: "/collaboration",
  sitemapSection: "projects",
  capabilities: { dated: false, roles: true, joinable: true, fillable: false },
  favoriteType: "collaboration",
  notFound: "Project not found",
  dateWords: "posted ",
  posterStatuses: ["viewed", "shortlisted", "declined", "accepted"],
  rowActions: rowActionsChoosing({ status: "accepted", label: "Accept" }),
  applicants: {
    heading: "Requests to join",
    back: "Back to the project",
    closed:
      "This project is completed; everyone who was waiting has been told. You can still change a decision.",
  },
  posterPanel: {
    title: "You created this project",
    people: (count) => `${count === 1 ? "1 person has" : `${count} people have`} asked to join so far.`,
    view: "View requests to join",
    close: "Mark completed",
    confirmClose: {
      title: "Mark this project completed?",
      description: "Everyone still waiting for an answer will be told. This cannot be undone.",
      confirmLabel: "Mark completed",
    },
  },
  fill: {
    question: (role) => `Whom did you choose for ${role}?`,
    told: "told they join the project",
    chosen: "Chosen",
    asked: "asked for",
  },
  share: (origin, project) =>
    sharePayload(
      `Check out this collaboration project: ${project.title} on ${SITE.name}!`,
      `${origin}/collaboration?id=${project.id}`,
    ),
} as const satisfies PostingKindDefinition;
