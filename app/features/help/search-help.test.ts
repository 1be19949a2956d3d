import { describe, expect, it } from "vitest";
import { HELP_FAQS, HELP_TOPICS, type HelpFaq, type HelpTopic } from "./help-content";
import { searchHelp } from "./search-help";

const topics: HelpTopic[] = [
  {
    slug: "alpha",
    title: "Showreel Basics",
    summary: "Short summary.",
    sections: [{ heading: "Lighting", body: ["Use a softbox and a Résumé template."] }],
  },
  {
    slug: "beta",
    title: "Messaging",
    summary: "Talk to people.",
    sections: [{ heading: "Etiquette", body: ["Be brief and polite."] }],
  },
];

const faqs: HelpFaq[] = [
  { question: "How do I reset my password?", answer: "Use the Forgot password link." },
  { question: "Is it free?", answer: "Yes, browsing is free; a showreel upload is too." },
];

describe("searchHelp", () => {
  it("returns everything for an empty or blank query", () => {
    for (const query of ["", "   ", "\t\n"]) {
      const result = searchHelp(query, topics, faqs);
      expect(result.query).toBe("");
      expect(result.topics).toEqual(topics);
      expect(result.faqs).toEqual(faqs);
    }
  });

  it("matches topic titles case-insensitively", () => {
    const result = searchHelp("SHOWREEL", topics, faqs);
    expect(result.topics.map((topic) => topic.slug)).toEqual(["alpha"]);
  });

  it("matches the article text of a topic, not only its title", () => {
    expect(searchHelp("softbox", topics, faqs).topics.map((topic) => topic.slug)).toEqual(["alpha"]);
    expect(searchHelp("etiquette", topics, faqs).topics.map((topic) => topic.slug)).toEqual(["beta"]);
  });

  it("matches FAQ questions and answers", () => {
    expect(searchHelp("reset", topics, faqs).faqs).toEqual([faqs[0]]);
    expect(searchHelp("forgot password link", topics, faqs).faqs).toEqual([faqs[0]]);
    expect(searchHelp("browsing", topics, faqs).faqs).toEqual([faqs[1]]);
  });

  it("finds topics and FAQs together, in their original order", () => {
    const result = searchHelp("showreel", topics, faqs);
    expect(result.topics.map((topic) => topic.slug)).toEqual(["alpha"]);
    expect(result.faqs).toEqual([faqs[1]]);
  });

  it("requires every word, in any order", () => {
    expect(searchHelp("password reset", topics, faqs).faqs).toEqual([faqs[0]]);
    expect(searchHelp("password showreel", topics, faqs).faqs).toEqual([]);
  });

  it("ignores accents and extra spaces, and reports the cleaned query", () => {
    const result = searchHelp("  resume   TEMPLATE ", topics, faqs);
    expect(result.query).toBe("resume TEMPLATE");
    expect(result.topics.map((topic) => topic.slug)).toEqual(["alpha"]);
  });

  it("returns nothing when nothing matches", () => {
    const result = searchHelp("zzzz-no-such-thing", topics, faqs);
    expect(result.topics).toEqual([]);
    expect(result.faqs).toEqual([]);
  });

  it("works on the real Help Center content", () => {
    expect(HELP_TOPICS.map((topic) => topic.slug)).toEqual([
      "getting-started",
      "account-settings",
      "portfolio-tips",
      "messaging",
      "job-applications",
    ]);
    expect(HELP_FAQS).toHaveLength(5);
    expect(searchHelp("password", HELP_TOPICS, HELP_FAQS).faqs.map((faq) => faq.question)).toContain(
      "How do I reset my password?",
    );
    expect(searchHelp("headshot", HELP_TOPICS, HELP_FAQS).topics.map((topic) => topic.slug)).toEqual([
      "portfolio-tips",
    ]);
  });
});
