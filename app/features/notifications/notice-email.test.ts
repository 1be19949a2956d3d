import { describe, expect, it } from "vitest";
import { noticeEmail } from "./notify.server";

describe("notice emails (issue 26, finding 7)", () => {
  it("keep a member's words out of the subject line and escape them in the HTML twin", () => {
    const email = noticeEmail("poster@example.com", {
      userId: "u1",
      kind: "new_applicant",
      text: 'Rangmanch Support <urgent> "verify now" applied to “Street Play”.',
      link: "/auditions/4/applicants",
    });
    expect(email.subject).toBe("New applicant on Rangmanch");
    expect(email.text).toContain("Rangmanch Support <urgent>");
    expect(email.html).toContain("Rangmanch Support &lt;urgent&gt; &quot;verify now&quot;");
  });
});
