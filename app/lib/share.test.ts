import { describe, expect, it } from "vitest";
import { isShareableUrl, SHARE_PAYLOADS, sharePayload, shareText } from "./share";

const origin = "https://rangmanch.in";

describe("share payloads", () => {
  it("says the spec's words for a city, with its link", () => {
    expect(SHARE_PAYLOADS.city(origin, { id: "mumbai", name: "Mumbai" })).toEqual({
      title: "Rangmanch",
      text: "Check out opportunities in Mumbai on Rangmanch!",
      url: "https://rangmanch.in/city-opportunities?city=mumbai",
    });
  });

  it("copies the sentence and the link together", () => {
    expect(shareText(SHARE_PAYLOADS.city(origin, { id: "delhi", name: "Delhi" }))).toBe(
      "Check out opportunities in Delhi on Rangmanch! https://rangmanch.in/city-opportunities?city=delhi",
    );
  });

  it("strips markup tags from the sentence, keeping the words (spec part 1, section 5)", () => {
    expect(
      sharePayload(
        '<b>Gaffer</b><script>alert(1)</script> at <a href="x" onclick="y">Deccan  Frames</a>',
        "u",
      ).text,
    ).toBe("Gaffer at Deccan Frames");
    // Only tags: words that merely look like a scheme, and a lone "<", stay.
    expect(SHARE_PAYLOADS.news(origin, { id: 2, title: "Big data: I <3 <i>theatre</i>" }).text).toBe(
      "Big data: I <3 theatre, on Rangmanch",
    );
    expect(SHARE_PAYLOADS.post(origin, { id: 1, authorName: "<<b>i>Asha</i>" }).text).toBe(
      "Check out this post by Asha on Rangmanch!",
    );
  });

  it("encodes a city id into its link", () => {
    expect(SHARE_PAYLOADS.city(origin, { id: "new york&x=1", name: "New York" }).url).toBe(
      "https://rangmanch.in/city-opportunities?city=new%20york%26x%3D1",
    );
  });
});

describe("isShareableUrl", () => {
  it("takes http and https links only", () => {
    expect(isShareableUrl("https://rangmanch.in/jobs?id=1")).toBe(true);
    expect(isShareableUrl("http://localhost:3000/auditions/2")).toBe(true);
    for (const url of [
      "javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "ftp://x.example/",
      "/jobs?id=1",
      "",
      "https//x",
    ]) {
      expect(isShareableUrl(url)).toBe(false);
    }
  });
});
