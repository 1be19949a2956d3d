/**
 * Productions: the companies, agencies and groups that stand
 * behind postings, each a page of its own with its people, and verified by
 * its website's domain or by our staff.
 */
export const PRODUCTION_KINDS = [
  "production-house",
  "casting-agency",
  "advertising-agency",
  "ott-broadcaster",
  "theatre-group",
  "music-label",
  "independent-film",
] as const;

export type ProductionKind = (typeof PRODUCTION_KINDS)[number];

export const PRODUCTION_KIND_LABELS: Record<ProductionKind, string> = {
  "production-house": "Production house",
  "casting-agency": "Casting agency",
  "advertising-agency": "Advertising agency",
  "ott-broadcaster": "OTT platform or broadcaster",
  "theatre-group": "Theatre group",
  "music-label": "Music label",
  "independent-film": "Independent film",
};

/** A member's part in a production: owners run it, casting may post for it, members are listed on it. */
export const PRODUCTION_ROLES = ["owner", "casting", "member"] as const;

export type ProductionRole = (typeof PRODUCTION_ROLES)[number];

export const PRODUCTION_ROLE_LABELS: Record<ProductionRole, string> = {
  owner: "Owner",
  casting: "Casting",
  member: "Member",
};

export const PRODUCTION_ROLE_HINTS: Record<ProductionRole, string> = {
  owner: "Runs the page: edits it, invites and removes people, verifies it, and posts for it.",
  casting: "Posts auditions, jobs and projects for it.",
  member: "Listed on its page as one of its people.",
};

/** The roles that may post for a production. */
export const POSTING_PRODUCTION_ROLES: readonly ProductionRole[] = ["owner", "casting"];

/** How a production came to be verified. */
export const VERIFICATION_METHODS = ["domain", "staff"] as const;

export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/**
 * Mail services anyone can sign up to: an address there proves nothing about
 * who runs a website. Refused as a verification address whatever the website.
 */
export const FREE_MAIL_DOMAINS = [
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.co.in",
  "yahoo.in",
  "ymail.com",
  "rocketmail.com",
  "outlook.com",
  "outlook.in",
  "hotmail.com",
  "hotmail.co.in",
  "live.com",
  "live.in",
  "msn.com",
  "rediffmail.com",
  "rediff.com",
  "aol.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "protonmail.com",
  "proton.me",
  "pm.me",
  "zoho.com",
  "zohomail.in",
  "zohomail.com",
  "mail.com",
  "gmx.com",
  "gmx.net",
  "yandex.com",
  "yandex.ru",
  "tutanota.com",
  "tuta.io",
  "fastmail.com",
  "hey.com",
  "inbox.com",
  "sify.com",
  "indiatimes.com",
  "vsnl.net",
  "sancharnet.in",
] as const;

/**
 * Group, list and forwarding mail services: mail to an address there reaches whoever joined the
 * group or set up the alias, so it proves nothing about a website either (the disposable-inbox
 * services, mailinator.com and the like, come from the disposable-email-domains package).
 */
export const GROUP_AND_FORWARDING_MAIL_DOMAINS = [
  "googlegroups.com",
  "groups.io",
  "freelists.org",
  "yahoogroups.com",
  "simplelogin.com",
  "simplelogin.io",
  "aleeas.com",
  "anonaddy.com",
  "anonaddy.me",
  "addy.io",
  "duck.com",
  "mozmail.com",
  "privaterelay.appleid.com",
  "33mail.com",
  "forwardemail.net",
  "improvmx.com",
] as const;

/** A website on one of these is a page on someone else's service, not a domain its production controls. */
export const SHARED_SITE_DOMAINS = [
  "facebook.com",
  "instagram.com",
  "youtube.com",
  "linkedin.com",
  "twitter.com",
  "x.com",
  "blogspot.com",
  "wordpress.com",
  "wixsite.com",
  "sites.google.com",
  "github.io",
  "linktr.ee",
  "medium.com",
  "substack.com",
] as const;

/** A domain code lasts this long, and this many wrong guesses spend it. */
export const DOMAIN_CODE_TTL_MINUTES = 30;
export const DOMAIN_CODE_MAX_ATTEMPTS = 5;
/** Codes one production may have sent in a day, so the form cannot be used to mail someone over and over. */
export const DOMAIN_CODES_PER_DAY = 5;

/** Productions one member may create in a day. */
export const PRODUCTIONS_PER_DAY = 3;
/** Invitations one production may have waiting at once. */
export const PENDING_INVITATIONS_MAX = 50;
/**
 * Invitation emails about one production to one member in a day: the first and one re-invitation
 * (a withdrawal to correct the role, say). Invited again past it, the member is told on the bell only.
 */
export const INVITATION_EMAILS_PER_DAY = 2;

export const PRODUCTION_NAME_MAX = 120;
export const PRODUCTION_ABOUT_MAX = 3000;
export const VERIFICATION_REASON_MAX = 500;
