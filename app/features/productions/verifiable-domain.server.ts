import { createRequire } from "node:module";
import { getDomain } from "tldts";
import { GROUP_AND_FORWARDING_MAIL_DOMAINS } from "~/constants/productions";
import { hostMatches } from "~/lib/link-check";
import { websiteDomain } from "./verification-domains";

/**
 * What a code sent by email can prove about a website: that someone reads mail at its
 * registrable domain (the part a registrar sells: yrf.com for casting.yrf.com, kesari.co.in
 * for www.kesari.co.in), by the Public Suffix List through tldts. Refused: a public suffix
 * itself (https://co.in proves nothing), and a domain whose mail anyone can read or have
 * forwarded: the disposable-inbox services (the disposable-email-domains list) and group or
 * forwarding services (constants/productions.ts). docs/decisions/059-productions-and-their-verification.md.
 */

const require = createRequire(import.meta.url);
let disposable: Set<string> | null = null;

/** The disposable-inbox domains (about 120,000), read the first time a code is asked for. */
function disposableDomains() {
  disposable ??= new Set(require("disposable-email-domains") as string[]);
  return disposable;
}

/** A mail domain anyone can receive at or have mail forwarded through. */
export function isOpenMailDomain(domain: string) {
  const registrable = getDomain(domain, { allowPrivateDomains: true }) ?? domain;
  return (
    disposableDomains().has(domain) ||
    disposableDomains().has(registrable) ||
    hostMatches(domain, GROUP_AND_FORWARDING_MAIL_DOMAINS)
  );
}

/** The registrable domain a production's website may be verified at, or null when none can be. */
export function verifiableDomain(website: string | null): string | null {
  const host = website ? websiteDomain(website) : null;
  if (!host) return null;
  // Private suffixes count as suffixes: a github.io or blogspot.com site is its owner's own subdomain.
  const registrable = getDomain(host, { allowPrivateDomains: true });
  if (!registrable || isOpenMailDomain(registrable)) return null;
  return registrable;
}
