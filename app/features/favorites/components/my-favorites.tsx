import { Tabs } from "radix-ui";
import { useId } from "react";
import { useFetchers } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { type FavoriteItem, favoriteKey, isFavoriteKind } from "../favorite-item";
import { FAVORITE_TABS, itemsForTab } from "../favorite-tabs";
import { FavoriteCard } from "./favorite-card";

export type MyFavoritesProps = {
  /** From `listFavorites(ownerId)`, newest first. */
  items: FavoriteItem[];
  /** Shows each card's remove control; only for the account whose favourites these are. */
  canRemove?: boolean;
};

/** "My Favorites" on the owner's profile: tabs All, Talent, Jobs, Auditions & Collabs, with counts. */
export function MyFavorites({ items, canRemove = true }: MyFavoritesProps) {
  const headingId = useId();
  const removing = useRemovingFavorites();
  const shown = items.filter((item) => !removing.has(favoriteKey(item.type, item.id)));
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId}>My Favorites</CardTitle>
        </CardHeader>
        <CardContent>
          <Tabs.Root defaultValue="all">
            <Tabs.List
              aria-label="Favorites by kind"
              className="flex flex-wrap gap-1 rounded-lg bg-muted p-1 text-sm"
            >
              {FAVORITE_TABS.map((tab) => (
                <Tabs.Trigger
                  key={tab.value}
                  value={tab.value}
                  className="rounded-md px-3 py-1.5 font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
                >
                  {`${tab.label} (${itemsForTab(shown, tab).length})`}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {FAVORITE_TABS.map((tab) => {
              const tabItems = itemsForTab(shown, tab);
              return (
                <Tabs.Content
                  key={tab.value}
                  value={tab.value}
                  className="mt-4 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {tabItems.length === 0 ? (
                    <p className="py-6 text-center text-sm text-muted-foreground">{tab.empty}</p>
                  ) : (
                    <ul className="grid gap-3 sm:grid-cols-2">
                      {tabItems.map((item) => (
                        <li key={favoriteKey(item.type, item.id)}>
                          <FavoriteCard item={item} canRemove={canRemove} />
                        </li>
                      ))}
                    </ul>
                  )}
                </Tabs.Content>
              );
            })}
          </Tabs.Root>
        </CardContent>
      </Card>
    </section>
  );
}

/**
 * Items being removed anywhere on the page (a card's remove, or a Save button
 * turned off), so the list and its counts drop them at once instead of after
 * the page's data reloads; a refused removal brings the item back.
 */
function useRemovingFavorites(): Set<string> {
  const fetchers = useFetchers();
  const keys = new Set<string>();
  for (const fetcher of fetchers) {
    const form = fetcher.formData;
    if (!form || !fetcher.formAction?.startsWith("/api/favorites") || form.get("intent") !== "remove")
      continue;
    const kind = form.get("kind");
    const itemId = form.get("itemId");
    if (isFavoriteKind(kind) && typeof itemId === "string") keys.add(favoriteKey(kind, itemId));
  }
  return keys;
}
