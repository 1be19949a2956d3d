import { describe, expect, it } from "vitest";
import { isOpenMailDomain, verifiableDomain } from "./verifiable-domain.server";

describe("the domain a code by email can prove", () => {
  it("is the website's registrable domain, by the Public Suffix List", () => {
    expect(verifiableDomain("https://www.kesarifilms.in")).toBe("kesarifilms.in");
    expect(verifiableDomain("https://casting.yrf.com/open-calls")).toBe("yrf.com");
    expect(verifiableDomain("https://films.example.co.in")).toBe("example.co.in");
  });

  it("is none for a public suffix, a shared host or a service whose mail anyone reads", () => {
    for (const website of [
      "https://co.in",
      "https://gov.in",
      "https://www.mailinator.com",
      "https://googlegroups.com",
      "https://duck.com",
      "https://myfilms.blogspot.com",
      null,
    ]) {
      expect(verifiableDomain(website), String(website)).toBeNull();
    }
  });

  it("knows disposable inboxes, groups and forwarding services, and their subdomains", () => {
    for (const domain of ["mailinator.com", "googlegroups.com", "mozmail.com", "lists.groups.io"]) {
      expect(isOpenMailDomain(domain), domain).toBe(true);
    }
    for (const domain of ["yrf.com", "kesarifilms.in", "mail.yrf.com"]) {
      expect(isOpenMailDomain(domain), domain).toBe(false);
    }
  });
});
