import { describe, expect, it } from "vitest";
import { isAllowedLink, LINK_HOSTS } from "./link-check";

describe("isAllowedLink", () => {
  it("accepts https links on a listed host or its subdomains", () => {
    expect(isAllowedLink("https://www.behance.net/meera", LINK_HOSTS.portfolio)).toBe(true);
    expect(isAllowedLink("https://instagram.com/aarav", LINK_HOSTS.social)).toBe(true);
  });

  it("refuses other hosts, look-alike hosts, http and non-URLs", () => {
    expect(isAllowedLink("https://evil.com/behance.net", LINK_HOSTS.portfolio)).toBe(false);
    expect(isAllowedLink("https://notbehance.net/x", LINK_HOSTS.portfolio)).toBe(false);
    expect(isAllowedLink("https://behance.net.evil.com/x", LINK_HOSTS.portfolio)).toBe(false);
    expect(isAllowedLink("http://behance.net/x", LINK_HOSTS.portfolio)).toBe(false);
    expect(isAllowedLink("javascript:alert(1)", null)).toBe(false);
    expect(isAllowedLink("behance.net/me", LINK_HOSTS.portfolio)).toBe(false);
    expect(isAllowedLink("https://user:pass@behance.net/me", LINK_HOSTS.portfolio)).toBe(false);
  });
});
