import { MAX_ROLES, ROLE_LIMITS } from "./role-limits";

/** What the role parts of the audition and project pages say, word for word; `posting` is the kind's noun. */
export const ROLE_MESSAGES = {
  list: "The roles could not be read. Please try again.",
  tooMany: `List at most ${MAX_ROLES} roles.`,
  name: "Name the role.",
  nameTooLong: `A role's name must be ${ROLE_LIMITS.name} characters or less.`,
  descriptionTooLong: `A role's description must be ${ROLE_LIMITS.description} characters or less.`,
  age: `Playing age is a number of years from 1 to ${ROLE_LIMITS.age}.`,
  ageOrder: "The youngest playing age must not be above the oldest.",
  languagesTooMany: `List at most ${ROLE_LIMITS.languages} languages for a role.`,
  languageTooLong: `A language must be ${ROLE_LIMITS.language} characters or less.`,
  needed: `How many are needed: a whole number from 1 to ${ROLE_LIMITS.needed}.`,
  sameName: "Two roles have this name: give each its own.",
  appliedRoleRemoved: (name: string, page = "applicants page") =>
    `Somebody applied for “${name}”, so it stays: fill it from the ${page} instead.`,
  /** Roles exist, and none was ticked: by kind, in its own words. */
  chooseRole: {
    audition: "Choose the role or roles you are applying for.",
    project: "Choose the role or roles you would take.",
  },
  /** Closed, or every role filled: by kind, as its page says it. */
  notTaking: {
    audition: "This audition is no longer taking applications.",
    project: "This project is not taking requests to join: every role is filled.",
  },
  /** A closed posting, met while choosing roles (it closed as the form was sent). */
  closed: {
    audition: "This audition is no longer taking applications.",
    project: "This project is completed and no longer taking requests to join.",
  },
  sameId: "The roles could not be read. Please try again.",
  fillClosed: (posting: string) => `This ${posting} is closed: its roles can no longer be filled.`,
  roleNotOpen: "That role is no longer open. Choose another.",
  fillRoleMissing: (posting: string) => `That role is not part of this ${posting}.`,
  alreadyFilled: (name: string) => `“${name}” is already filled.`,
  castNotApplicant: "Choose only people who applied for this role.",
  tooManyCast: (name: string, needed: number) =>
    `“${name}” needs ${needed === 1 ? "one person" : `${needed} people`}: choose no more than that.`,
  filled: (name: string, cast: number) =>
    `“${name}” is filled. ${cast === 0 ? "Everyone who applied for it has been told." : `${cast === 1 ? "The person" : "The people"} you chose and everyone else who applied have been told.`}`,
  allFilled: "Every role is filled, so the audition is closed.",
  allFilledProject: "Every role is filled, so the project takes no more requests to join.",
  fillEachRole:
    "This audition is cast by role: fill each role from its applicants page, and it closes with the last one.",
} as const;
