import { describe, expect, it } from "vitest";
import { config } from "~/lib/config.server";
import { plainTextEmail } from "./account-emails";

describe("plain-text emails' HTML twin (issue 26, finding 7)", () => {
  it("escapes a member's words everywhere and never makes their address a link", () => {
    const origin = config().appOrigin;
    const email = plainTextEmail(
      "someone@example.com",
      "A new applicant",
      `Asha "x" <b>bold</b> applied: see https://evil.example/"onmouseover="alert(1)\n\nOpen it: ${origin}/auditions/12?tab=a&b=1`,
    );
    expect(email.html).not.toContain("<b>");
    expect(email.html).not.toContain('"onmouseover');
    expect(email.html).not.toContain('href="https://evil');
    expect(email.html).toContain("Asha &quot;x&quot; &lt;b&gt;bold&lt;/b&gt;");
    expect(email.html).toContain(`<a href="${origin}/auditions/12?tab=a&amp;b=1">`);
    // The text part is the text as written.
    expect(email.text).toContain("https://evil.example/");
  });
});
