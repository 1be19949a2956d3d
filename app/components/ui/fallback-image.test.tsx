import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFAULT_IMAGE, FallbackImage } from "./fallback-image";

describe("FallbackImage (spec part 1, section 4)", () => {
  it("is drawn over a placeholder until the picture has loaded, lazily", () => {
    const html = renderToString(<FallbackImage src="/images/media/monsoon-letters.svg" alt="Poster" />);
    expect(html).toContain('src="/images/media/monsoon-letters.svg"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('data-image-status="loading"');
    expect(html).toMatch(/class="[^"]*animate-pulse bg-muted/);
  });

  it("shows the default picture, with no placeholder, when there is no picture at all", () => {
    for (const onFailure of ["swap", "message"] as const) {
      const html = renderToString(<FallbackImage src={null} alt="" onFailure={onFailure} />);
      expect(html).toContain(`src="${DEFAULT_IMAGE}"`);
      expect(html).toContain('data-image-status="fallback"');
      expect(html).not.toContain("animate-pulse");
    }
  });
});
