import { describe, expect, it } from "vitest";
import { contactReceivedEmail, escapeHtml, newsletterConfirmEmail } from "./public-form-emails";

describe("emails answering the public forms", () => {
  it("escape every member-supplied value in the HTML twin, quotes included", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;",
    );
    const email = contactReceivedEmail("a@example.com", {
      name: `<img src=x onerror="alert(1)">`,
      subject: "Visit https://evil.example/now",
    });
    expect(email.html).not.toContain("<img");
    expect(email.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    // A stranger's link is never made clickable.
    expect(email.html).not.toContain("<a ");
    expect(email.subject).toBe("We received your message to Rangmanch");
  });

  it("keep a stranger's words to one short line", () => {
    const email = contactReceivedEmail("a@example.com", { name: "A\n\nB", subject: "x".repeat(500) });
    expect(email.text).toContain("Hi A B,");
    expect(email.text).not.toContain("x".repeat(101));
  });

  it("link only our own confirmation address", () => {
    const url = "https://rangmanch.in/newsletter/confirm?token=abc&x=1";
    const email = newsletterConfirmEmail("a@example.com", url);
    expect(email.text).toContain(url);
    expect(email.html).toContain('<a href="https://rangmanch.in/newsletter/confirm?token=abc&amp;x=1">');
    expect(email.text).toContain("expires in 48 hours");
  });
});
