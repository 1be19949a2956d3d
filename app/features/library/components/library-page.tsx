import { useNavigate, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { HeroSearch } from "~/components/ui/hero-search";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { TabLinks } from "~/components/ui/tab-links";
import { cleanQuery } from "~/lib/search-text";
import { cn } from "~/lib/utils";
import {
  isFiltered,
  LIBRARY_LIST_LIMIT,
  LIBRARY_TABS,
  type LibraryQuery,
  libraryQueryString,
  toggleChoice,
} from "../library-filters";
import { LIBRARY_MESSAGES } from "../library-messages";
import { ChoiceMenu } from "./choice-menu";
import { MediaCard, type MediaCardData } from "./media-card";

type LibraryPageProps = {
  query: LibraryQuery;
  titles: MediaCardData[];
  options: { languages: string[]; industries: string[] };
};

/** /library (spec part 2): type tabs, language and industry multi-selects, search over title and description. */
export function LibraryPage({ query, titles, options }: LibraryPageProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === "/library";
  // A new tab or filter starts at the top of the page (spec part 1, "Shared shell"; decision 020);
  // text being typed keeps the reader's place.
  const go = (next: LibraryQuery, { typing = false } = {}) =>
    navigate(`/library${libraryQueryString(next)}`, { replace: true, preventScrollReset: typing });
  const chips = [
    ...query.languages.map((value) => ({
      value,
      remove: { ...query, languages: toggleChoice(query.languages, value) },
    })),
    ...query.industries.map((value) => ({
      value,
      remove: { ...query, industries: toggleChoice(query.industries, value) },
    })),
  ];
  return (
    <>
      <section className="bg-hero py-10 text-white sm:py-14">
        <div className="mx-auto grid max-w-[1400px] gap-4 px-4 sm:px-6">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Media Library</h1>
          <p className="max-w-2xl text-white/90 sm:text-lg">
            Films, series and OTT originals, with the cast and crew who made them.
          </p>
          <HeroSearch
            id="library-search"
            action="/library"
            label="Search titles"
            placeholder="Search by title or description"
            committed={query.q}
            onSettle={(text) => go({ ...query, q: cleanQuery(text) }, { typing: true })}
            hidden={query.tab !== "all" ? { type: query.tab } : {}}
          />
        </div>
      </section>
      <div className="mx-auto grid max-w-[1400px] grid-cols-[minmax(0,1fr)] gap-5 px-4 py-8 sm:px-6">
        <TabLinks
          label="Kind of title"
          replace
          tabs={LIBRARY_TABS.map((tab) => ({
            key: tab.value,
            label: tab.label,
            to: `/library${libraryQueryString({ ...query, tab: tab.value })}`,
            current: query.tab === tab.value,
          }))}
        />
        <div className="flex flex-wrap items-center gap-2">
          <ChoiceMenu
            label="Languages"
            options={options.languages}
            chosen={query.languages}
            onToggle={(value) => go({ ...query, languages: toggleChoice(query.languages, value) })}
          />
          <ChoiceMenu
            label="Industries"
            options={options.industries}
            chosen={query.industries}
            onToggle={(value) => go({ ...query, industries: toggleChoice(query.industries, value) })}
          />
          {chips.map((chip) => (
            <Link
              key={chip.value}
              to={`/library${libraryQueryString(chip.remove)}`}
              replace
              className="flex items-center gap-1 rounded-full border bg-muted px-3 py-1 text-sm hover:border-primary"
            >
              {chip.value}
              <Icon name="x" className="size-3.5" />
              <span className="sr-only">(remove)</span>
            </Link>
          ))}
          <p className="ml-auto text-sm text-muted-foreground" aria-live="polite">
            {titles.length === LIBRARY_LIST_LIMIT
              ? `Showing the first ${LIBRARY_LIST_LIMIT} titles`
              : `${titles.length} ${titles.length === 1 ? "title" : "titles"}`}
          </p>
        </div>
        <div className={cn("transition-opacity", updating && "opacity-60")} aria-busy={updating}>
          {titles.length === 0 ? (
            <EmptyState title={LIBRARY_MESSAGES.empty} hint={LIBRARY_MESSAGES.emptyHint}>
              {isFiltered(query) ? (
                <Button asChild variant="outline">
                  <Link to="/library" replace>
                    Clear Filters
                  </Link>
                </Button>
              ) : null}
            </EmptyState>
          ) : (
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
              {titles.map((title) => (
                <MediaCard key={title.id} title={title} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}
