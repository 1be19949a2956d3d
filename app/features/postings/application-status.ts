import type { APPLICATION_STATUSES, POSTING_CLOSE_REASONS } from "~/constants/auditions";
import type { PostingKind } from "./posting-kinds";

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type PostingCloseReason = (typeof POSTING_CLOSE_REASONS)[number];

/** Still waiting for the poster's answer: what closing a posting, or its lapsing, answers. */
export const WAITING_STATUSES = ["new", "viewed", "shortlisted"] as const satisfies ApplicationStatus[];

/** Still in the running for an audition's role: waiting, or accepted (not withdrawn, declined or closed). */
export const CASTABLE_STATUSES = [...WAITING_STATUSES, "accepted"] as const satisfies ApplicationStatus[];

/** The poster chose this applicant: accepted for an audition or project, hired for a job. */
export function isChosen(status: ApplicationStatus) {
  return status === "accepted" || status === "hired";
}

export function isWaiting(status: ApplicationStatus) {
  return (WAITING_STATUSES as readonly string[]).includes(status);
}

/**
 * Whether the poster may move an application from one status to another. A
 * withdrawn or closed application is over: nobody is there to answer.
 * "Viewed" is only the step after "new". A chosen applicant (accepted or
 * hired) is past the shortlist, so it is not a step back for them; one cast
 * in a filled role (`castInRole`) plays it, as the role's record and the
 * notice they were sent say (decision 051), so nothing moves them. Any other
 * change is allowed, even of a decision (a poster who declined by mistake can
 * shortlist again, one who accepted by mistake can decline, and the applicant
 * is told each time); choosing the status it already has changes nothing.
 */
export function posterMayMove(from: ApplicationStatus, to: ApplicationStatus, castInRole = false) {
  if (from === to || from === "withdrawn" || from === "closed") return false;
  if (to === "viewed") return from === "new";
  if (isChosen(from) && (castInRole || to === "shortlisted")) return false;
  return to !== "withdrawn" && to !== "closed" && to !== "new";
}

/** The applicant's words for where their application stands. */
export const APPLICANT_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: "Applied",
  viewed: "Viewed by the poster",
  shortlisted: "Shortlisted",
  declined: "Not selected",
  accepted: "Accepted",
  hired: "Hired",
  withdrawn: "Withdrawn",
  closed: "Closed without a decision",
};

/**
 * What happens next, in a line, for the applicant (on the posting's page and in My Applications):
 * who acts now, how they will hear, and what to do when cast. `poster` names who answers ("casting
 * team", "poster").
 */
export function nextStepWords(status: ApplicationStatus, poster: string): string {
  switch (status) {
    case "new":
      return `What happens next: the ${poster} reads your application. You will be told here and by email when they shortlist, accept or decline it. A genuine call never asks you to pay.`;
    case "viewed":
      return `The ${poster} has seen your application. You will be told here and by email of their answer.`;
    case "shortlisted":
      return `You are on the shortlist. The ${poster} may message you about the next step; you will be told of their decision.`;
    case "accepted":
    case "hired":
      return `The ${poster} chose you. Message them to agree the dates, the pay and what to bring.`;
    case "declined":
      return `The ${poster} chose someone else this time.`;
    case "withdrawn":
      return "You withdrew this application.";
    case "closed":
      return `The posting closed before the ${poster} answered.`;
  }
}

/** The poster's words for each applicant's status. */
export const POSTER_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: "New",
  viewed: "Viewed",
  shortlisted: "Shortlisted",
  declined: "Declined",
  accepted: "Accepted",
  hired: "Hired",
  withdrawn: "Withdrawn",
  closed: "Closed",
};

/** What the applicant is told when the poster moves their application (a project's creator, their request to join). */
export function statusNotice(
  status: ApplicationStatus,
  postingTitle: string,
  kind: PostingKind = "audition",
) {
  if (kind === "project") {
    switch (status) {
      case "viewed":
        return `The creator of “${postingTitle}” has seen your request to join.`;
      case "accepted":
        return `Your request to join “${postingTitle}” has been accepted: you are now a collaborator.`;
      case "declined":
        return `Your request to join “${postingTitle}” was not accepted this time.`;
    }
  }
  switch (status) {
    case "viewed":
      return `The poster of “${postingTitle}” has viewed your application.`;
    case "shortlisted":
      return `You have been shortlisted for “${postingTitle}”.`;
    case "declined":
      return `Your application for “${postingTitle}” was not selected this time.`;
    case "accepted":
      return `Your application for “${postingTitle}” has been accepted.`;
    case "hired":
      return `You have been hired for “${postingTitle}”.`;
    default:
      return `Your application for “${postingTitle}” is now: ${APPLICANT_STATUS_LABELS[status]}.`;
  }
}

/** What each waiting applicant is told when the posting stops taking applications. */
export function closingNotice(
  reason: PostingCloseReason,
  postingTitle: string,
  kind: PostingKind = "audition",
) {
  if (kind === "project") {
    return `“${postingTitle}” has been marked completed by its creator and is no longer taking requests to join.`;
  }
  switch (reason) {
    case "filled":
      return `The role in “${postingTitle}” has been filled. Thank you for applying.`;
    case "lapsed":
      return `“${postingTitle}” ended 14 days ago without an answer to your application, so it has been closed.`;
    default:
      return `“${postingTitle}” has been closed by its poster and is no longer taking applications.`;
  }
}

/** Days after a posting's date when its poster is reminded of waiting applicants, and when those applications close. */
export const REMIND_POSTER_AFTER_DAYS = 7;
export const LAPSE_AFTER_DAYS = 14;
