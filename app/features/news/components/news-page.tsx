import type { ReactNode } from "react";
import { ChipLinks } from "~/components/ui/chip-links";
import { EmptyState } from "~/components/ui/empty-state";
import { TabLinks } from "~/components/ui/tab-links";
import type { NewsItem } from "../list-news.server";
import {
  NEWS_CATEGORIES,
  NEWS_CATEGORY_LABELS,
  NEWS_MESSAGES,
  NEWS_SHOW_OPTIONS,
  type NewsFilter,
  newsFilterQuery,
} from "../news-rules";
import { NewsCard } from "./news-card";

/** /news (spec part 2): industry news from staff, filtered by kind and category, with reactions and comments. */
export function NewsView({
  filter,
  items,
  featured,
  now,
  signedIn,
  share,
}: {
  filter: NewsFilter;
  items: NewsItem[];
  featured: number | null;
  now: string;
  signedIn: boolean;
  share: (item: NewsItem) => ReactNode;
}) {
  const at = new Date(now);
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Industry News</h1>
        <p className="text-muted-foreground">
          Film, television, music, theater and dance, from the Rangmanch newsroom.
        </p>
      </div>
      <TabLinks
        label="Kind of story"
        replace
        tabs={NEWS_SHOW_OPTIONS.map((option) => ({
          key: option.value,
          label: option.label,
          to: `/news${newsFilterQuery({ ...filter, show: option.value })}`,
          current: filter.show === option.value,
        }))}
      />
      <ChipLinks
        label="News categories"
        chips={[null, ...NEWS_CATEGORIES].map((category) => ({
          key: category ?? "all",
          label: category ? NEWS_CATEGORY_LABELS[category] : "All categories",
          to: `/news${newsFilterQuery({ ...filter, category })}`,
          current: filter.category === category,
        }))}
      />
      {items.length === 0 ? (
        <EmptyState title={NEWS_MESSAGES.noNews} hint="Try another kind of story or category." />
      ) : (
        <ul className="grid gap-5" aria-label="News">
          {items.map((item) => (
            <li key={item.id}>
              <NewsCard
                item={item}
                now={at}
                signedIn={signedIn}
                featured={item.id === featured}
                share={share(item)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
