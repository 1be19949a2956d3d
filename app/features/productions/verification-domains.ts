import { FREE_MAIL_DOMAINS, SHARED_SITE_DOMAINS } from "~/constants/productions";
import { hostMatches, parseHttps } from "~/lib/link-check";

/**
 * The domain a production's website stands on, as a code may be sent to it:
 * its host, lower-cased, without a leading "www.". Null for a website that
 * is not a well-formed https address, or that is a page on a shared service
 * (an Instagram page or a blog on blogspot.com proves nothing about who runs
 * the domain).
 */
export function websiteDomain(website: string): string | null {
  const url = parseHttps(website);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (hostMatches(host, SHARED_SITE_DOMAINS) || hostMatches(host, FREE_MAIL_DOMAINS)) return null;
  return host.startsWith("www.") ? host.slice(4) : host;
}

/** The domain of an email address, lower-cased; null when it has none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 1 || at === email.length - 1) return null;
  return email
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, "");
}

export function isFreeMailDomain(domain: string) {
  return hostMatches(domain, FREE_MAIL_DOMAINS);
}

/** An address at the website's own domain or one of its subdomains (casting@yrf.com, casting@mail.yrf.com for yrf.com). */
export function isAtDomain(emailDomainName: string, siteDomain: string) {
  return emailDomainName === siteDomain || emailDomainName.endsWith(`.${siteDomain}`);
}
