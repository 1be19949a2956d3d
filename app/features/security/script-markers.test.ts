import { describe, expect, it } from "vitest";
import { isBlockedScriptSource, isXssErrorMessage, scriptEventFor, scriptMarkersIn } from "./script-markers";

describe("script markers (spec part 2, section 8)", () => {
  it.each([
    ["<script>alert(1)</script>", ["script-element"]],
    ['< SCRIPT src="https://evil.example/x.js">', ["script-element"]],
    ["<a href='javascript:alert(1)'>hi</a>", ["javascript-url"]],
    ["See JavaScript :void(0)", ["javascript-url"]],
    ['<img src=x onerror="alert(1)">', ["event-handler"]],
    ["<svg/onload=alert(1)>", ["event-handler"]],
  ])("finds what %j carries", (text, markers) => {
    expect(scriptMarkersIn(text)).toEqual(markers);
  });

  it.each([
    "I teach JavaScript: the basics, for stage-lighting consoles",
    "Javascript developer; loves <3 theatre",
    "Set onclick = true in the cue sheet",
    "Manuscript: draft 3 (Script error fixed in Act II)",
    "a < b and c > d, once upon a time",
  ])("leaves ordinary words alone: %j", (text) => {
    expect(scriptMarkersIn(text)).toEqual([]);
  });

  it("names the event: a script element is an injection, the rest an attempt", () => {
    expect(scriptEventFor(["event-handler", "script-element"])).toBe("suspicious_script_injection");
    expect(scriptEventFor(["javascript-url"])).toBe("potential_xss_attempt");
    expect(scriptEventFor([])).toBeNull();
  });

  it("reads the browser's signs in an error message", () => {
    expect(isXssErrorMessage("Script error.")).toBe(true);
    expect(isXssErrorMessage("Refused to run: Content Security Policy directive script-src")).toBe(true);
    expect(isXssErrorMessage("Cannot read properties of undefined")).toBe(false);
  });

  it("reads a CSP report of a script from a source not allowed as an injection, not inline code or a style", () => {
    const report = (violatedDirective: string, blockedUri: string) =>
      isBlockedScriptSource({ violatedDirective, blockedUri });
    expect(report("script-src-elem", "https://evil.example/x.js")).toBe(true);
    expect(report("script-src 'nonce-abc'", "data:text/javascript,alert(1)")).toBe(true);
    expect(report("script-src-elem", "inline")).toBe(false);
    expect(report("style-src", "https://fonts.example/a.css")).toBe(false);
  });

  it("stays linear on a long hostile value", () => {
    const hostile = `${"<a ".repeat(60_000)}${"x".repeat(60_000)}`;
    const started = performance.now();
    expect(scriptMarkersIn(hostile)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
