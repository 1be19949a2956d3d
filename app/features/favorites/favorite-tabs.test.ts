import { describe, expect, it } from "vitest";
import type { FavoriteItem, FavoriteKind } from "./favorite-item";
import { FAVORITE_TABS, itemsForTab } from "./favorite-tabs";

const item = (type: FavoriteKind, id: string): FavoriteItem => ({
  type,
  id,
  name: `${type} ${id}`,
  role: null,
  location: null,
  imageUrl: null,
  videoUrl: null,
  company: null,
  skills: [],
  availability: null,
  href: "/",
  savedAt: "2026-01-01T00:00:00.000Z",
});

describe("itemsForTab", () => {
  it("puts each kind under its tab, and everything under All, keeping the order", () => {
    const items = [item("audition", "1"), item("profile", "2"), item("collaboration", "3"), item("job", "4")];
    const byTab = Object.fromEntries(
      FAVORITE_TABS.map((tab) => [tab.label, itemsForTab(items, tab).map((entry) => entry.id)]),
    );
    expect(byTab).toEqual({
      All: ["1", "2", "3", "4"],
      Talent: ["2"],
      Jobs: ["4"],
      "Auditions & Collabs": ["1", "3"],
    });
  });
});
