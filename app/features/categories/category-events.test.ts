import { describe, expect, it } from "vitest";
import { CATEGORIES } from "~/constants/categories";
import { categoryEvents, withArticle } from "./category-events";

describe("categoryEvents", () => {
  const acting = CATEGORIES[0]!;

  it("gives three events on upcoming Saturdays, soonest first, whatever today is", () => {
    for (let day = 0; day < 14; day++) {
      const today = new Date(Date.UTC(2027, 0, 1 + day, 20, 30));
      const events = categoryEvents(acting, today);
      expect(events).toHaveLength(3);
      const dates = events.map((event) => new Date(event.date));
      for (const date of dates) {
        expect(date.getTime()).toBeGreaterThan(today.getTime());
        expect(date.getUTCDay()).toBe(6);
      }
      expect(dates[0]!.getTime()).toBeLessThan(dates[1]!.getTime());
      expect(dates[1]!.getTime()).toBeLessThan(dates[2]!.getTime());
    }
  });

  it("names the category in its copy", () => {
    const [first, , last] = categoryEvents(CATEGORIES.find((c) => c.slug === "dance")!, new Date());
    expect(first!.title).toContain("Dance");
    expect(last!.description).toContain("dancer");
  });
});

describe("withArticle", () => {
  it("says an before a vowel and a before anything else", () => {
    expect(withArticle("actor")).toBe("an actor");
    expect(withArticle("editor")).toBe("an editor");
    expect(withArticle("dancer")).toBe("a dancer");
    expect(withArticle("vfx artist")).toBe("a vfx artist");
  });
});
