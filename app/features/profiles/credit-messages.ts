/** What the credit confirmation pages and actions say. */
export const CREDIT_MESSAGES = {
  noCredit: "Add this title to your credits first: only a credit linked to a library title can be confirmed.",
  chooseSomeone: "Choose at least one co-worker to ask.",
  tooMany: "Ask at most 10 people at a time.",
  notCoworker:
    "Only a member of a verified production our staff linked to this title, or someone whose own credit on it is confirmed by someone else, can confirm it.",
  cannotConfirmYet: "Can confirm once their own credit on this title is confirmed by someone else.",
  notCounted: "Not counted now: their own credit on this title is not confirmed by someone else.",
  asked: (count: number) =>
    count === 1 ? "1 co-worker asked to confirm." : `${count} co-workers asked to confirm.`,
  gone: "This request is no longer waiting for your answer.",
  confirmed: "Credit confirmed. Thank you.",
  declined: "Answered: you cannot confirm it.",
} as const;

/** The most people one request may ask. */
export const CONFIRMERS_PER_REQUEST = 10;
