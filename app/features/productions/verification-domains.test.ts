import { describe, expect, it } from "vitest";
import { emailDomain, isAtDomain, isFreeMailDomain, websiteDomain } from "./verification-domains";

describe("verification domains", () => {
  it("reads a website's own domain, without www", () => {
    expect(websiteDomain("https://www.YashRajFilms.com/about")).toBe("yashrajfilms.com");
    expect(websiteDomain("https://casting.example.in")).toBe("casting.example.in");
  });

  it("has none for a page on a shared service or a plain-http site", () => {
    expect(websiteDomain("https://www.instagram.com/somefilms")).toBeNull();
    expect(websiteDomain("https://somefilms.blogspot.com")).toBeNull();
    expect(websiteDomain("http://somefilms.com")).toBeNull();
    expect(websiteDomain("not a site")).toBeNull();
  });

  it("matches an address at the domain or a subdomain, and nothing that only ends alike", () => {
    expect(isAtDomain("yashrajfilms.com", "yashrajfilms.com")).toBe(true);
    expect(isAtDomain("mail.yashrajfilms.com", "yashrajfilms.com")).toBe(true);
    expect(isAtDomain("fakeyashrajfilms.com", "yashrajfilms.com")).toBe(false);
    expect(isAtDomain("yashrajfilms.com.evil.in", "yashrajfilms.com")).toBe(false);
  });

  it("knows the free mail services, and reads an address's domain", () => {
    expect(isFreeMailDomain("gmail.com")).toBe(true);
    expect(isFreeMailDomain("rediffmail.com")).toBe(true);
    expect(isFreeMailDomain("yrf.com")).toBe(false);
    expect(emailDomain("Casting@YRF.com")).toBe("yrf.com");
    expect(emailDomain("nobody")).toBeNull();
  });
});
