import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { CategoryIcon } from "~/features/categories/category-icon";
import { type CategoryCard, useAllCategories } from "./use-all-categories";

export const CATEGORIES_SHOWN_FIRST = 8;

/** For the loaders: a category cut down to what its card shows. */
export function toCategoryCard({ slug, name, icon, description }: CategoryCard): CategoryCard {
  return { slug, name, icon, description };
}

/**
 * The spec's grid: the first CATEGORIES_SHOWN_FIRST, then all of them after
 * View More (once). `firstCategories` are those the page was sent; the rest
 * come from /api/categories (use-all-categories.ts).
 */
export function CategoryGrid({ firstCategories, total }: { firstCategories: CategoryCard[]; total: number }) {
  const [expandWanted, setExpandWanted] = useState(false);
  const all = useAllCategories();
  const viewMore = useRef<HTMLDivElement>(null);
  const expanded = expandWanted && Array.isArray(all.state);
  const shown = expanded && Array.isArray(all.state) ? all.state : firstCategories;

  // Fetch the rest when the button comes near the screen: a click then finds them here.
  const { prepare } = all;
  useEffect(() => {
    const element = viewMore.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) prepare();
      },
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [prepare]);

  return (
    <section className="mx-auto max-w-[1400px] px-4 py-16 sm:px-6" aria-labelledby="categories-title">
      <div className="mb-8 text-center">
        <h2 id="categories-title" className="text-3xl font-bold tracking-tight">
          Explore Categories
        </h2>
        <p className="mt-2 text-muted-foreground">
          Every craft that brings a story to the screen and the stage, in {total} categories.
        </p>
      </div>
      <ul id="category-grid" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {shown.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/category/${category.slug}`}
              // Up to 24 cards: their long class lists are `category-card` in app/app.css.
              className="category-card group"
            >
              <span className="category-card-icon">
                <CategoryIcon name={category.icon} className="size-5" />
              </span>
              <span className="category-card-name">{category.name}</span>
              <span className="category-card-text">{category.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      {!expanded && total > CATEGORIES_SHOWN_FIRST ? (
        <div ref={viewMore} className="mt-8 grid justify-items-center gap-3 text-center">
          <Button
            variant="outline"
            size="lg"
            onPointerEnter={prepare}
            onFocus={prepare}
            onClick={() => {
              prepare();
              setExpandWanted(true);
            }}
            aria-controls="category-grid"
            aria-busy={expandWanted && all.state === "loading" ? true : undefined}
          >
            View More Categories <Icon name="chevron-down" className="size-4" />
          </Button>
          {expandWanted && all.state === "failed" ? (
            <p className="text-sm text-destructive" role="alert">
              The other categories could not be loaded. Please try again.
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
