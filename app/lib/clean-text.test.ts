import { describe, expect, it } from "vitest";
import { cleanText } from "./clean-text";

describe("cleanText", () => {
  it("removes script blocks, tags and inline handlers", () => {
    expect(cleanText('Hi <script>alert("x")</script><b onclick="steal()">there</b>')).toBe("Hi there");
    expect(cleanText("<img src=x onerror=alert(1)>Actor")).toBe("Actor");
  });

  it("removes javascript: and data: prefixes", () => {
    expect(cleanText("javascript:alert(1)")).toBe("alert(1)");
    expect(cleanText("DATA:text/html,hi")).toBe("text/html,hi");
  });

  it("keeps text that only looks like markup", () => {
    expect(cleanText("Loves theatre <3 and 2 < 3")).toBe("Loves theatre <3 and 2 < 3");
  });

  it("collapses whitespace, keeping paragraph breaks in multiline text", () => {
    expect(cleanText("  Lead   role \n in  film ")).toBe("Lead role in film");
    expect(cleanText("One.\r\n\r\n\r\n\r\nTwo  lines.", { multiline: true })).toBe("One.\n\nTwo lines.");
  });
});
