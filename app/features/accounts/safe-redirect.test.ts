import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

/** What a browser would do with this Location header: where would it go? */
function browserDestination(location: string) {
  return new URL(location, "https://www.rangmanch.in/login");
}

describe("safeRedirectPath", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirectPath("/jobs?city=mumbai")).toBe("/jobs?city=mumbai");
    expect(safeRedirectPath("/u/asha#reviews")).toBe("/u/asha#reviews");
  });

  it.each([
    "//evil.example",
    "https://evil.example",
    "/\\evil.example",
    "/\t/evil.example/",
    "/.//evil.example",
    "/a/..//evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\\/evil.example",
    "/\\/evil.example",
    " //evil.example",
    "jobs",
    "",
    undefined,
    42,
  ])("refuses %j", (value) => {
    const target = safeRedirectPath(value);
    expect(browserDestination(target).host).toBe("www.rangmanch.in");
    if (typeof value === "string" && value.includes("evil")) expect(target).toBe("/discover");
  });

  it("keeps an encoded tab as the harmless path it is (the query string decodes it before we see it)", () => {
    expect(safeRedirectPath("/%09/evil.example/")).toBe("/%09/evil.example/");
    expect(safeRedirectPath(new URLSearchParams("redirectTo=/%09/evil.example/").get("redirectTo"))).toBe(
      "/discover",
    );
  });

  it("answers a header-safe path for values holding a newline, a vertical tab or U+3000", () => {
    for (const value of ["/a\nb", "/a\u000bb", "/a\u3000b", "/\u0000x"]) {
      const target = safeRedirectPath(value);
      // The Headers constructor throws on what cannot be sent as a header.
      expect(() => new Headers({ Location: target })).not.toThrow();
      expect(browserDestination(target).host).toBe("www.rangmanch.in");
    }
  });

  it("never leads a browser off-site, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.webUrl(), fc.webPath()),
        (value) => {
          const target = safeRedirectPath(value);
          expect(() => new Headers({ Location: target })).not.toThrow();
          expect(browserDestination(target).host).toBe("www.rangmanch.in");
        },
      ),
      { numRuns: 2000 },
    );
  });
});
