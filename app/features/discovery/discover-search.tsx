import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useNavigate, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/ui/icon";
import { Form } from "~/components/ui/link";
import {
  cleanQuery,
  type DiscoverQuery,
  discoverSearch,
  QUERY_MAX_CHARS,
} from "~/features/talent/discover-params";
import {
  composeSuggestions,
  parseRecentSearches,
  RECENT_SEARCHES_KEY,
  rememberSearch,
  SEARCH_DEBOUNCE_MS,
  type SearchSuggestion,
  type SuggestionType,
} from "~/features/talent/search-suggestions";
import { cn } from "~/lib/utils";

type SuggestionsData = { typed: string; suggestions: { text: string; category?: string }[] };

const GROUPS: { type: SuggestionType; label: string; icon: IconName }[] = [
  { type: "recent", label: "Recent searches", icon: "clock" },
  { type: "trending", label: "Trending searches", icon: "trending-up" },
  { type: "suggestion", label: "Suggestions", icon: "search" },
];

function readRecent(): string[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return []; // Storage switched off (private mode, a strict policy): recent searches are simply not kept.
  }
}

function storeRecent(list: string[]) {
  try {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // As above: nothing to keep them in.
  }
}

/**
 * The search box: results follow the typing (300 ms after the last key, the
 * address changes and the grid reloads), and a list offers recent, trending
 * and suggested searches, chosen with the mouse or the arrow keys and Enter.
 * Without JavaScript it is a plain form that posts the search.
 */
export function DiscoverSearch({ query, trending }: { query: DiscoverQuery; trending: string[] }) {
  const navigate = useNavigate();
  const submit = useSubmit();
  const fetcher = useFetcher<SuggestionsData>();
  const [value, setValue] = useState(query.q);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const listId = useId();

  useEffect(() => setRecent(readRecent()), []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // The address changed some other way (Back, a tab, a shared link): show its words, unless they are being typed.
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setValue(query.q);
  }, [query.q]);

  const items: SearchSuggestion[] = open
    ? composeSuggestions({ typed: value, recent, trending, suggestions: fetcher.data?.suggestions ?? [] })
    : [];
  const expanded = open && items.length > 0;

  const followTyping = (next: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const q = cleanQuery(next);
      navigate(`/discover${discoverSearch({ ...query, q, page: 1 })}`, {
        replace: true,
        preventScrollReset: true,
      });
      if (q.length >= 2) fetcher.load(`/api/search-suggestions?q=${encodeURIComponent(q)}`);
    }, SEARCH_DEBOUNCE_MS);
  };

  const commit = (text: string) => {
    window.clearTimeout(timer.current);
    const q = cleanQuery(text);
    setValue(q);
    setOpen(false);
    setActive(-1);
    if (q) {
      const next = rememberSearch(recent, q);
      setRecent(next);
      storeRecent(next);
    }
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    data.set("q", q);
    submit(data, { method: "post", action: "/discover", preventScrollReset: true });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      if (items.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive(
        (current) => (current + step + items.length + (current === -1 && step < 0 ? 1 : 0)) % items.length,
      );
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  return (
    <Form
      ref={formRef}
      method="post"
      action="/discover"
      role="search"
      aria-label="Talent"
      className="relative mt-6 flex max-w-3xl flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = active >= 0 ? items[active] : undefined;
        commit(chosen ? chosen.text : value);
      }}
    >
      {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
      {query.cities.map((city) => (
        <input key={`city-${city}`} type="hidden" name="city" value={city} />
      ))}
      {query.roles.map((role) => (
        <input key={`role-${role}`} type="hidden" name="role" value={role} />
      ))}
      {query.experience.map((level) => (
        <input key={`experience-${level}`} type="hidden" name="experience" value={level} />
      ))}
      {query.availability.map((availability) => (
        <input key={`availability-${availability}`} type="hidden" name="availability" value={availability} />
      ))}
      <div className="relative flex-1">
        <label htmlFor={`${listId}-input`} className="sr-only">
          Search talent by name, role, city or skill
        </label>
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          ref={inputRef}
          id={`${listId}-input`}
          name="q"
          type="search"
          value={value}
          maxLength={QUERY_MAX_CHARS}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Search by name, role, city or skill"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${listId}-list`}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-option-${active}` : undefined}
          className="h-12 w-full rounded-lg border-0 bg-background pr-3 pl-11 text-base text-foreground shadow-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
            followTyping(event.target.value);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <div
          id={`${listId}-list`}
          role="listbox"
          aria-label="Search suggestions"
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded-lg border bg-background py-2 text-foreground shadow-xl"
        >
          {GROUPS.map((group) => {
            const members = items.filter((item) => item.type === group.type);
            if (members.length === 0) return null;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (ARIA combobox pattern); a fieldset is for form controls
              <div key={group.type} role="group" aria-labelledby={`${listId}-${group.type}`}>
                <div
                  id={`${listId}-${group.type}`}
                  role="presentation"
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                >
                  {group.label}
                </div>
                {members.map((item) => {
                  const index = items.indexOf(item);
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays on the combobox input (arrow keys and Enter, aria-activedescendant), as the ARIA pattern asks
                    <div
                      key={item.id}
                      id={`${listId}-option-${index}`}
                      role="option"
                      tabIndex={-1}
                      aria-selected={index === active}
                      className={cn(
                        "flex cursor-pointer items-center gap-2 px-3 py-2 text-sm",
                        index === active ? "bg-muted" : "hover:bg-muted/60",
                      )}
                      // Keep the focus in the box, so the click lands before the list closes.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => commit(item.text)}
                    >
                      <Icon name={group.icon} className="size-4 shrink-0 text-muted-foreground" />
                      <span className="truncate">{item.text}</span>
                      {item.category ? (
                        <span className="ml-auto text-xs text-muted-foreground">{item.category}</span>
                      ) : null}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
      <Button type="submit" variant="hero" size="lg" className="h-12">
        Search
      </Button>
    </Form>
  );
}
