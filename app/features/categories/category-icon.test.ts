import { describe, expect, it } from "vitest";
import { CATEGORIES } from "~/constants/categories";
import { hasCategoryIcon } from "./category-icon";

describe("category icons", () => {
  it("every category's icon is in the sprite, so none falls back to the default", () => {
    const missing = CATEGORIES.filter((category) => !hasCategoryIcon(category.icon));
    expect(missing.map((category) => category.icon)).toEqual([]);
  });
});
