import {
  DOMAIN_CODE_TTL_MINUTES,
  DOMAIN_CODES_PER_DAY,
  PRODUCTION_ABOUT_MAX,
  PRODUCTION_NAME_MAX,
  PRODUCTIONS_PER_DAY,
  VERIFICATION_REASON_MAX,
} from "~/constants/productions";

const postingsWord = (count: number) => (count === 1 ? "Their open posting" : `Their ${count} open postings`);

/** Every message the production pages and their actions show. */
export const PRODUCTION_MESSAGES = {
  required: "Please fill all required fields",
  nameTooLong: `Name must be ${PRODUCTION_NAME_MAX} characters or less.`,
  aboutTooLong: `About must be ${PRODUCTION_ABOUT_MAX} characters or less.`,
  website: "Enter the production's website, starting with https://",
  websiteShared:
    "Enter the production's own website, not a page on Instagram, YouTube, a blog service or a free mail service.",
  choose: "Choose one of the listed options.",
  created: "Production created. Invite your team and verify it from this page.",
  updated: "Production updated",
  updatedUnverified:
    "Production updated. A verification vouches for a name and a website together, so this one has ended: verify the production again.",
  reviewClosedByEdit:
    "The production's name or website changed after the request was sent, so it was closed. Ask our staff again.",
  tooMany: `You have created ${PRODUCTIONS_PER_DAY} productions in the last 24 hours, the most one member may. Please try again tomorrow; nothing you typed is lost.`,
  notFound: "Production not found",
  ownersOnly: "Only the production's owners may do that.",
  logo: "Upload the logo again: that image could not be found.",
  // People
  username: "Enter the member's username.",
  noSuchMember: "No member has that username.",
  alreadyMember: "That member is already part of this production.",
  alreadyInvited: "That member already has an invitation waiting.",
  tooManyInvitations: "This production has 50 invitations waiting. Withdraw some before inviting more.",
  invited: (name: string) => `${name} has been invited.`,
  invitedWithoutEmail: (name: string) =>
    `${name} has been invited. They were already emailed about an invitation to this production today, so no email was sent this time: the invitation waits in their notifications on Rangmanch.`,
  invitationGone: "This invitation is no longer waiting for an answer.",
  accepted: (production: string) => `You are now part of ${production}.`,
  declined: "Invitation declined",
  withdrawn: "Invitation withdrawn",
  roleChanged: "Role changed",
  removed: (postings: number, done: "close" | "keep") =>
    postings === 0
      ? "Removed from the production"
      : `Removed from the production. ${postingsWord(postings)} for it ${postings === 1 ? "is" : "are"} ${
          done === "close" ? "closed" : "kept open as theirs, without the production's name or badge"
        }, and those who applied have been told.`,
  left: (production: string, postings = 0) =>
    postings === 0
      ? `You have left ${production}.`
      : `You have left ${production}. ${postingsWord(postings).replace("Their", "Your")} for it ${postings === 1 ? "is" : "are"} closed, and those who applied have been told.`,
  lastOwner:
    "A production must always have an owner. Make someone else an owner first, or this production cannot be left.",
  notAMember: "That member is not part of this production.",
  // Verification by domain
  domainEmail: "Enter an email address at the production's website domain.",
  freeMail:
    "Free mail addresses (Gmail, Yahoo, Outlook, Rediffmail and the like), disposable inboxes and group or forwarding services cannot prove who runs a website. Use an address at the production's own domain.",
  foreignDomain: (domain: string) =>
    `The address must be at ${domain}, the domain of the production's website.`,
  noDomain:
    "This production's website is not on a domain of its own, so it cannot be verified by email. Ask our staff to verify it instead.",
  codeSent: (email: string) =>
    `We have sent a code to ${email}. Enter it here within ${DOMAIN_CODE_TTL_MINUTES} minutes.`,
  tooManyCodes: `This production has been sent ${DOMAIN_CODES_PER_DAY} codes in the last 24 hours. Please try again tomorrow.`,
  code: "Enter the 6-digit code from the email.",
  wrongCode: "That code is not right. Check the email and try again.",
  codeSpent: "That code has expired or has been used. Ask for a new one.",
  codeForOldDomain: (domain: string) =>
    `That code was sent to an address at ${domain}, which is no longer the production's website. Ask for a new one.`,
  verifiedByDomain: (domain: string) => `Verified: this production controls ${domain}.`,
  alreadyVerified: "This production is already verified.",
  // Verification by staff
  reviewNeedsOne: "Enter a GSTIN, or a company or LLP identification number, or a link to a public credit.",
  gstin: "Enter a valid 15-character GSTIN (for example 27AAPFU0939F1ZV). Check the last character.",
  companyNumber:
    "Enter a valid company (CIN, 21 characters) or LLP (LLPIN, like AAB-1234) identification number.",
  creditUrl: "Enter the link to the public credit, starting with https://",
  reviewSent: "Sent to our staff. You will be told of their answer here and by email.",
  reviewPending: "A request is already waiting for our staff's answer.",
  reason: "Say why, so the production's owners know what to do.",
  reasonTooLong: `The reason must be ${VERIFICATION_REASON_MAX} characters or less.`,
  reviewGone: "This request has already been answered.",
  approved: "Production verified",
  refused: "Request refused; the owners have been told why.",
  revoked: "Verification revoked; the owners have been told why.",
  notVerified: "This production is not verified.",
  // Posting for a production
  notCasting:
    "You can post for a production only where you have the casting role. Ask one of its owners, or post as yourself.",
} as const;
