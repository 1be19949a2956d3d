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

  /** Runs the boot script against a cookie, a stored value and an OS preference; says what it left. */
  function boot(cookie: string, stored: string | null, osDark = false) {
    const storage = new Map<string, string>(stored ? [["vite-ui-theme", stored]] : []);
    let dark: boolean | undefined;
    const document = {
      cookie,
      documentElement: { classList: { toggle: (_: string, on: boolean) => (dark = on) } },
    };
    const localStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    };
    const window = { matchMedia: () => ({ matches: osDark }) };
    new Function("document", "localStorage", "window", themeBootScript("system"))(
      document,
      localStorage,
      window,
    );
    return { dark, stored: storage.get("vite-ui-theme") };
  }

  it("boot script: the cookie (a choice the server took before the scripts ran) wins over storage", () => {
    expect(boot("a=1; vite-ui-theme=dark", "light")).toEqual({ dark: true, stored: "dark" });
    expect(boot("vite-ui-theme=light", "dark", true)).toEqual({ dark: false, stored: "light" });
  });

  it("boot script: with no cookie, storage, then the operating system", () => {
    expect(boot("", "dark")).toEqual({ dark: true, stored: "dark" });
    expect(boot("", null, true)).toEqual({ dark: true, stored: undefined });
    expect(boot("xvite-ui-theme=dark", null)).toEqual({ dark: false, stored: undefined });
  });
});
