import { describe, expect, it } from "vitest";
import { toVideoEmbedUrl } from "~/lib/video-embed";
import { parseInstagramPost, safeHref } from "./links";

describe("safeHref", () => {
  it("only lets http and https through", () => {
    expect(safeHref("https://example.com/a")).toBe("https://example.com/a");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,x")).toBeNull();
    expect(safeHref("")).toBeNull();
  });
});

describe("toVideoEmbedUrl", () => {
  it("normalises YouTube and Vimeo links to their embed URLs", () => {
    const embed = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    expect(toVideoEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3")).toBe(embed);
    expect(toVideoEmbedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe(embed);
    expect(toVideoEmbedUrl("https://www.youtube.com/embed/dQw4w9WgXcQ")).toBe(embed);
    expect(toVideoEmbedUrl("https://youtube.com/shorts/dQw4w9WgXcQ")).toBe(embed);
    expect(toVideoEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
    expect(toVideoEmbedUrl("https://player.vimeo.com/video/76979871")).toBe(
      "https://player.vimeo.com/video/76979871",
    );
  });

  it("refuses other platforms and malformed ids", () => {
    expect(toVideoEmbedUrl("https://www.dailymotion.com/video/x7")).toBeNull();
    expect(toVideoEmbedUrl("https://www.youtube.com/watch?v=short")).toBeNull();
    expect(toVideoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>')).toBeNull();
    expect(toVideoEmbedUrl("http://youtu.be/dQw4w9WgXcQ")).toBeNull();
  });
});

describe("parseInstagramPost", () => {
  it("normalises post and reel links", () => {
    expect(parseInstagramPost("https://instagram.com/p/Cx1AbC_d9/?igsh=1")?.link).toBe(
      "https://www.instagram.com/p/Cx1AbC_d9/",
    );
    expect(parseInstagramPost("https://www.instagram.com/aarav/reel/Cx1AbCd9e/")?.embedUrl).toBe(
      "https://www.instagram.com/reel/Cx1AbCd9e/embed/",
    );
  });

  it("refuses profiles and other hosts", () => {
    expect(parseInstagramPost("https://www.instagram.com/aarav/")).toBeNull();
    expect(parseInstagramPost("https://instagram.evil.com/p/Cx1AbCd9e/")).toBeNull();
  });
});
