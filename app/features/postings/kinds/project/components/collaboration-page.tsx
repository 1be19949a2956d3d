import type { ReactNode } from "react";
import { useNavigate, useNavigation } from "react-router";
import { ShowMore, useFocusOnNewCards } from "~/components/show-more";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { HeroSearch } from "~/components/ui/hero-search";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { StatTile } from "~/components/ui/stat-tile";
import { TabLinks } from "~/components/ui/tab-links";
import { PROJECT_QUICK_CATEGORIES } from "~/constants/collaboration";
import { CorrectedSearchNote } from "~/features/postings/components/corrected-search-note";
import { cleanQuery } from "~/lib/search-text";
import { cn } from "~/lib/utils";
import type { CollaborationTabContent } from "../collaboration-tab.server";
import type { ProfessionalCard as ProfessionalCardData } from "../list-professionals.server";
import type { ProjectCard as ProjectCardData, ProjectStats } from "../list-projects.server";
import {
  PROJECT_LIST_LIMIT,
  PROJECT_TABS,
  type ProjectQuery,
  projectSearch,
  withoutFilters,
} from "../project-filters";
import { PROJECT_MESSAGES } from "../project-messages";
import { ProfessionalCard } from "./professional-card";
import { ProjectCard } from "./project-card";
import { ProjectFiltersPanel } from "./project-filters-panel";

/** Searches the hero offers with one click. */
const QUICK_SEARCHES = ["Short film", "Music video", "Documentary", "Theatre"] as const;

type CollaborationPageProps = {
  query: ProjectQuery;
  content: CollaborationTabContent;
  stats: ProjectStats;
  /** The city ?city= narrows to, by name. */
  cityName: string | null;
  now: string;
  signedIn: boolean;
  /** The page's own actions for each card (Save, Share), composed by the route. */
  cardActions?: (project: ProjectCardData) => ReactNode;
};

/** The collaboration hub (spec part 1): hero search, stat cards, category chips, the sticky filters, four tabs. */
export function CollaborationPage({
  query,
  content,
  stats,
  cityName,
  now,
  signedIn,
  cardActions,
}: CollaborationPageProps) {
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === "/collaboration";
  return (
    <>
      <section className="bg-hero py-10 text-white sm:py-14">
        <div className="mx-auto grid max-w-[1400px] gap-5 px-4 sm:px-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
                Collaboration Hub{cityName ? ` in ${cityName}` : ""}
              </h1>
              <p className="mt-2 max-w-2xl text-white/90 sm:text-lg">
                Find partners for short films, music videos, web series and theatre, and build your team.
              </p>
            </div>
            <Button asChild variant="hero" size="lg">
              <Link to="/collaboration/create">
                <Icon name="plus" className="size-4" /> Create a Project
              </Link>
            </Button>
          </div>
          <ProjectHeroSearch query={query} />
        </div>
      </section>
      <div className="mx-auto grid max-w-[1400px] grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
          <StatTile
            icon={<Icon name="folder-kanban" className="size-5" />}
            label="Active Projects"
            value={stats.active}
          />
          <StatTile
            icon={<Icon name="users" className="size-5" />}
            label="Collaborators"
            value={stats.collaborators}
          />
          <StatTile
            icon={<Icon name="user-round" className="size-5" />}
            label="Professionals"
            value={stats.professionals}
          />
          <StatTile
            icon={<Icon name="sparkles" className="size-5" />}
            label="New This Week"
            value={stats.newThisWeek}
          />
        </dl>
        <nav aria-label="Quick categories" className="flex gap-2 overflow-x-auto pb-1">
          {[
            { label: "All Categories", value: "all" as const },
            ...PROJECT_QUICK_CATEGORIES.map((name) => ({ label: name, value: name })),
          ].map((chip) => (
            <Link
              key={chip.value}
              to={`/collaboration${projectSearch({ ...query, category: chip.value })}`}
              replace
              aria-current={query.category === chip.value ? "true" : undefined}
              className="pill-link"
            >
              {chip.label}
            </Link>
          ))}
        </nav>
        <ProjectFiltersPanel query={query} />
        <TabLinks
          label="Collaboration lists"
          tabs={PROJECT_TABS.map((tab) => ({
            key: tab.value,
            label: tab.label,
            to: `/collaboration${projectSearch({ ...query, tab: tab.value })}`,
            current: query.tab === tab.value,
          }))}
        />
        <div className={cn("transition-opacity", updating && "opacity-60")} aria-busy={updating}>
          {content.kind === "projects" ? (
            <ProjectList
              query={query}
              content={content}
              now={now}
              signedIn={signedIn}
              cardActions={cardActions}
            />
          ) : (
            <PeopleList query={query} people={content.people} signedIn={signedIn} />
          )}
        </div>
      </div>
    </>
  );
}

function ProjectList({
  query,
  content,
  now,
  signedIn,
  cardActions,
}: {
  query: ProjectQuery;
  content: Extract<CollaborationTabContent, { kind: "projects" }>;
  now: string;
  signedIn: boolean;
  cardActions?: (project: ProjectCardData) => ReactNode;
}) {
  const list = useFocusOnNewCards<HTMLUListElement>(content.projects.length);
  if (content.projects.length === 0) {
    if (query.tab === "mine" && projectSearch(withoutFilters(query)) === projectSearch(query)) {
      return (
        <EmptyState
          title={PROJECT_MESSAGES.noneMine}
          hint={
            signedIn
              ? "Projects you create, and the ones you are accepted onto, are listed here."
              : "Sign in to see the projects you created or joined."
          }
        >
          {signedIn ? null : (
            <Button asChild variant="outline">
              <Link to="/login?redirectTo=%2Fcollaboration%3Ftab%3Dmine">Sign in</Link>
            </Button>
          )}
          <Button asChild>
            <Link to="/collaboration/create">Create a Project</Link>
          </Button>
        </EmptyState>
      );
    }
    return (
      <EmptyState title={PROJECT_MESSAGES.noneFound} hint={PROJECT_MESSAGES.noneFoundHint}>
        <Button asChild variant="outline">
          <Link to={`/collaboration${projectSearch(withoutFilters(query))}`} replace>
            Clear Filters
          </Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <CorrectedSearchNote asked={query.q} corrected={content.correctedQuery ?? null} />
      <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
        {content.total > PROJECT_LIST_LIMIT && content.projects.length >= PROJECT_LIST_LIMIT
          ? `Showing the newest ${PROJECT_LIST_LIMIT} of ${content.total} projects: narrow the search to see the rest.`
          : `${content.total} ${content.total === 1 ? "project" : "projects"}`}
      </p>
      <ul ref={list} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {content.projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} now={now} actions={cardActions?.(project)} />
          </li>
        ))}
      </ul>
      <ShowMore
        shown={content.projects.length}
        total={content.total}
        max={PROJECT_LIST_LIMIT}
        noun="projects"
      />
    </>
  );
}

function PeopleList({
  query,
  people,
  signedIn,
}: {
  query: ProjectQuery;
  people: ProfessionalCardData[];
  signedIn: boolean;
}) {
  if (people.length === 0) {
    if (query.tab === "following" && !query.q) {
      return (
        <EmptyState
          title={PROJECT_MESSAGES.noneFollowing}
          hint={
            signedIn
              ? "Follow people from their profiles, and they are listed here."
              : "Sign in to see the people you follow."
          }
        >
          {signedIn ? null : (
            <Button asChild variant="outline">
              <Link to="/login?redirectTo=%2Fcollaboration%3Ftab%3Dfollowing">Sign in</Link>
            </Button>
          )}
          <Button asChild>
            <Link to="/discover">Discover professionals</Link>
          </Button>
        </EmptyState>
      );
    }
    return (
      <EmptyState title={PROJECT_MESSAGES.noProfessionals} hint="Try another name, role or place.">
        <Button asChild variant="outline">
          <Link to={`/collaboration${projectSearch({ ...query, q: "" })}`} replace>
            Clear search
          </Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {people.map((person) => (
        <li key={person.id}>
          <ProfessionalCard person={person} />
        </li>
      ))}
    </ul>
  );
}

/** The hero's search: projects by title, description or creator; on the people tabs, people by name, role or place. */
function ProjectHeroSearch({ query }: { query: ProjectQuery }) {
  const navigate = useNavigate();
  const people = query.tab === "recommended" || query.tab === "following";
  const hidden: Record<string, string> = {};
  if (query.tab !== "projects") hidden.tab = query.tab;
  if (query.city !== "all") hidden.city = query.city;
  return (
    <HeroSearch
      id="project-search"
      action="/collaboration"
      label={people ? "Search professionals" : "Search projects"}
      placeholder={
        people
          ? "Search people by name, role or location"
          : "Search projects by title, description or creator"
      }
      committed={query.q}
      onSettle={(q) =>
        navigate(`/collaboration${projectSearch({ ...query, q: cleanQuery(q) })}`, {
          replace: true,
          preventScrollReset: true,
        })
      }
      hidden={hidden}
      popular={QUICK_SEARCHES}
    />
  );
}
