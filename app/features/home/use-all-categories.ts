import { useCallback, useRef, useState } from "react";

/** A category as the home page's grid draws it. */
export type CategoryCard = { slug: string; name: string; icon: string; description: string };

/** The whole list for the grid's View More (app/routes/api/categories.ts). */
export type AllCategoriesState = CategoryCard[] | "not-asked" | "loading" | "failed";

/**
 * The page carries only the categories shown first; the rest arrive from
 * /api/categories, asked for when the View More button comes near the screen
 * or is reached for, so a click usually finds them here. A failed fetch may
 * be tried again.
 */
export function useAllCategories() {
  const [state, setState] = useState<AllCategoriesState>("not-asked");
  const asked = useRef(false);

  const prepare = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    setState("loading");
    fetch("/api/categories")
      .then((response) => {
        if (!response.ok) throw new Error(`categories: ${response.status}`);
        return response.json() as Promise<{ categories: CategoryCard[] }>;
      })
      .then(({ categories }) => setState(categories))
      .catch(() => {
        asked.current = false;
        setState("failed");
      });
  }, []);

  return { state, prepare };
}
