import { describe, expect, it } from "vitest";
import { HELP_FAQS, HELP_TOPICS } from "./help-content";

/** Every word the help centre shows: topic summaries, sections, and the questions with their answers. */
const helpText = [
  ...HELP_TOPICS.flatMap((topic) => [
    topic.summary,
    ...topic.sections.flatMap((section) => [section.heading, ...section.body]),
  ]),
  ...HELP_FAQS.flatMap((faq) => [faq.question, faq.answer]),
].join("\n");

describe("help content is true to the product", () => {
  it("sends nobody to support to delete an account: it is self-service on the Account page", () => {
    expect(helpText).not.toMatch(/contact (our )?support( team)?[^.]*(close|delete)/i);
    expect(helpText).not.toMatch(/(contact|ask) [^.]*support[^.]*(closed|delete)/i);
    const deletion = HELP_FAQS.find((faq) => faq.question === "How do I delete my account?")!;
    expect(deletion.answer).toMatch(/Account/);
    expect(deletion.answer).toMatch(/Delete my account/);
  });

  it("sends scams to the Report button, not the complaints page", () => {
    expect(helpText).not.toMatch(/report [^.]*through the Complaints Policy/i);
    expect(helpText).not.toMatch(/report it to us/i);
    expect(helpText).toMatch(/press Report/);
  });
});
