import { Search, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Link } from "~/components/ui/link";
import { ContactSupportCard, PrivacyNote } from "./contact-support-card";
import { HELP_FAQS, HELP_TOPICS } from "./help-content";
import { HelpFaqAccordion } from "./help-faq";
import { HelpTopicList } from "./help-topic-list";
import { searchHelp } from "./search-help";

/** The list filters on every keystroke; the shareable ?q= follows once typing pauses. */
const URL_UPDATE_DELAY_MS = 300;

const FAQS_WITH_IDS = HELP_FAQS.map((faq, index) => ({ ...faq, id: `faq-${index + 1}` }));

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/** The search box keeps its own state so typing never waits for the router; the URL is kept in step. */
function useHelpQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get("q") ?? "";
  const [query, setQuery] = useState(urlQuery);
  const timer = useRef<number | undefined>(undefined);
  const location = useLocation();
  const navigationType = useNavigationType();

  // Our own writes are REPLACE navigations; a link or back/forward to another ?q= must update the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger.
  useEffect(() => {
    if (navigationType === "REPLACE") return;
    window.clearTimeout(timer.current);
    setQuery(urlQuery);
  }, [location.key]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const writeUrl = (next: string) => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next.trim()) params.set("q", next.trim());
        else params.delete("q");
        return params;
      },
      { replace: true },
    );
  };

  const change = (next: string) => {
    setQuery(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => writeUrl(next), URL_UPDATE_DELAY_MS);
  };

  const commit = () => {
    window.clearTimeout(timer.current);
    if (query.trim() !== urlQuery) writeUrl(query);
  };

  return { query, change, commit };
}

export function HelpCenter() {
  const { query, change, commit } = useHelpQuery();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const result = useMemo(() => searchHelp(query, HELP_TOPICS, FAQS_WITH_IDS), [query]);
  const searching = result.query !== "";
  const nothingFound = searching && result.topics.length === 0 && result.faqs.length === 0;

  return (
    <>
      <section className="bg-hero text-white" aria-labelledby="help-title">
        <div className="mx-auto grid max-w-3xl gap-5 px-4 py-14 text-center sm:px-6 md:py-20">
          <h1 id="help-title" className="text-4xl font-extrabold tracking-tight md:text-5xl">
            Help Center
          </h1>
          <p className="text-lg text-white/90">
            Guides and answers for building your profile, finding work and staying safe on Rangmanch.
          </p>
          {/* Without JavaScript the form still works: it loads /help?q=… and the server filters. */}
          <search className="mx-auto w-full max-w-xl">
            <form
              action="/help"
              method="get"
              className="relative"
              onSubmit={(event) => {
                event.preventDefault();
                commit();
              }}
            >
              <label htmlFor={inputId} className="sr-only">
                Search help articles
              </label>
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                ref={inputRef}
                id={inputId}
                type="search"
                name="q"
                value={query}
                onChange={(event) => change(event.target.value)}
                placeholder="Search for help, e.g. password, showreel, audition"
                autoComplete="off"
                enterKeyHint="search"
                className="h-12 rounded-full pr-4 pl-11 text-base shadow-lg"
              />
            </form>
          </search>
        </div>
      </section>

      <div className="mx-auto max-w-[1400px] px-4 py-12 sm:px-6">
        {/* The live region is always present (and empty when not searching) so screen readers announce changes. */}
        <div className={searching ? "mb-8 flex flex-wrap items-center justify-between gap-3" : undefined}>
          <div role="status" className={nothingFound ? "basis-full" : undefined}>
            {nothingFound ? (
              <div className="grid gap-2 rounded-xl border bg-card p-6 text-center shadow-sm">
                <p className="text-lg font-semibold">No help articles match “{result.query}”.</p>
                <p className="text-sm text-muted-foreground">
                  Try other words, or{" "}
                  <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
                    contact our support team
                  </Link>{" "}
                  and we will help you directly.
                </p>
              </div>
            ) : searching ? (
              <p className="text-sm text-muted-foreground">
                {plural(result.topics.length, "article", "articles")} and{" "}
                {plural(result.faqs.length, "question", "questions")} match “{result.query}”.
              </p>
            ) : null}
          </div>
          {searching ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                change("");
                inputRef.current?.focus();
              }}
            >
              <X className="size-4" aria-hidden /> Clear search
            </Button>
          ) : null}
        </div>

        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="grid content-start gap-10">
            {result.topics.length > 0 ? (
              <section aria-labelledby="help-topics-title" className="grid gap-5">
                <h2 id="help-topics-title" className="text-2xl font-bold tracking-tight">
                  {searching ? "Matching topics" : "Popular topics"}
                </h2>
                <HelpTopicList topics={result.topics} />
              </section>
            ) : null}

            {result.faqs.length > 0 ? (
              <section aria-labelledby="help-faq-title" className="grid gap-5">
                <h2 id="help-faq-title" className="text-2xl font-bold tracking-tight">
                  {searching ? "Matching questions" : "Frequently asked questions"}
                </h2>
                <HelpFaqAccordion faqs={result.faqs} />
              </section>
            ) : null}
          </div>

          <aside className="grid content-start gap-6" aria-label="Support">
            <ContactSupportCard />
            <PrivacyNote />
          </aside>
        </div>
      </div>
    </>
  );
}
