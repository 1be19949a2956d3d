import { describe, expect, it } from "vitest";
import { parseTheme, readThemeCookie, themeBootScript } from "./theme";

describe("theme", () => {
  it("defaults to system for missing or unknown values", () => {
    expect(parseTheme(undefined)).toBe("system");
    expect(parseTheme("purple")).toBe("system");
    expect(parseTheme("dark")).toBe("dark");
  });

  it("reads the theme cookie among others", () => {
    expect(readThemeCookie("a=1; vite-ui-theme=dark; b=2")).toBe("dark");
    expect(readThemeCookie("vite-ui-theme=light")).toBe("light");
    expect(readThemeCookie(null)).toBe("system");
    expect(readThemeCookie("xvite-ui-theme=dark")).toBe("system");
  });

  it("boot script embeds only a known theme, as a JSON string", () => {
    expect(themeBootScript("dark")).toContain('||"dark"');
  });
});
