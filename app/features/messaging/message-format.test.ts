import { describe, expect, it } from "vitest";
import { conversationTimeLabel, messageParts } from "./message-format";

describe("conversationTimeLabel (spec: today a time, within 7 days a weekday, otherwise month and day)", () => {
  // Wednesday 25 November 2026, 3 pm in India.
  const now = new Date("2026-11-25T09:30:00Z");

  it("shows the time for a message from today, in India's day", () => {
    expect(conversationTimeLabel("2026-11-25T04:05:00Z", now)).toBe("9:35 am");
    // 18:45 UTC on the 24th is already the 25th in India.
    expect(conversationTimeLabel("2026-11-24T18:45:00Z", now)).toBe("12:15 am");
  });

  it("shows the weekday for the six days before today", () => {
    expect(conversationTimeLabel("2026-11-24T09:00:00Z", now)).toBe("Tue");
    expect(conversationTimeLabel("2026-11-19T09:00:00Z", now)).toBe("Thu");
  });

  it("shows month and day from seven days back", () => {
    expect(conversationTimeLabel("2026-11-18T09:00:00Z", now)).toBe("18 Nov");
    expect(conversationTimeLabel("2025-12-31T09:00:00Z", now)).toBe("31 Dec");
  });
});

describe("messageParts: links are links, nothing else is markup", () => {
  it("finds http and https addresses, leaving a sentence's closing punctuation as text", () => {
    expect(messageParts("Script: https://example.com/script. Call me!")).toEqual([
      { type: "text", text: "Script: ", at: 0 },
      { type: "link", text: "https://example.com/script", href: "https://example.com/script", at: 8 },
      { type: "text", text: ". Call me!", at: 34 },
    ]);
    expect(messageParts("(see http://rangmanch.in/jobs?id=4)")).toEqual([
      { type: "text", text: "(see ", at: 0 },
      { type: "link", text: "http://rangmanch.in/jobs?id=4", href: "http://rangmanch.in/jobs?id=4", at: 5 },
      { type: "text", text: ")", at: 34 },
    ]);
  });

  it("never links other schemes, hosts without a dot, or markup", () => {
    for (const text of [
      "javascript:alert(1)",
      "<a href='https://evil.example'>x</a>",
      "data:text/html,<b>x</b>",
      "http://localhost/admin",
      "<b>bold</b>",
    ]) {
      const links = messageParts(text).filter((part) => part.type === "link");
      expect(links.every((link) => link.href.startsWith("https://evil.example"))).toBe(true);
    }
    expect(messageParts("<b>bold</b>")).toEqual([{ type: "text", text: "<b>bold</b>", at: 0 }]);
  });

  it("stays fast on a long run of punctuation after an address (linear, no backtracking)", () => {
    const text = `https://example.com/${".".repeat(5000)}`;
    const started = performance.now();
    messageParts(text);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
