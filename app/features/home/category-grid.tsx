import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { CategoryIcon } from "~/features/categories/category-icon";

export const CATEGORIES_SHOWN_FIRST = 8;

type CategoryCard = { slug: string; name: string; icon: string; description: string };

export function CategoryGrid({ categories }: { categories: CategoryCard[] }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? categories : categories.slice(0, CATEGORIES_SHOWN_FIRST);

  return (
    <section className="mx-auto max-w-[1400px] px-4 py-16 sm:px-6" aria-labelledby="categories-title">
      <div className="mb-8 text-center">
        <h2 id="categories-title" className="text-3xl font-bold tracking-tight">
          Explore Categories
        </h2>
        <p className="mt-2 text-muted-foreground">
          Every craft that brings a story to the screen and the stage, in {categories.length} categories.
        </p>
      </div>
      <ul id="category-grid" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {shown.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/category/${category.slug}`}
              className="group flex h-full flex-col gap-2 rounded-xl border bg-card p-4 transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md sm:p-5"
            >
              <span className="grid size-10 place-items-center rounded-lg bg-primary/10 text-primary group-hover:bg-primary group-hover:text-primary-foreground">
                <CategoryIcon name={category.icon} className="size-5" />
              </span>
              <span className="font-semibold">{category.name}</span>
              <span className="line-clamp-2 text-sm text-muted-foreground">{category.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      {!expanded && categories.length > CATEGORIES_SHOWN_FIRST ? (
        <div className="mt-8 text-center">
          <Button variant="outline" size="lg" onClick={() => setExpanded(true)} aria-controls="category-grid">
            View More Categories <ChevronDown className="size-4" aria-hidden />
          </Button>
        </div>
      ) : null}
    </section>
  );
}
