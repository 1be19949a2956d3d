import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Label, NativeSelect } from "~/components/ui/input";
import { Form, Link } from "~/components/ui/link";
import { TabLinks } from "~/components/ui/tab-links";
import { toast } from "~/components/ui/toast";
import { CITIES, COUNTRIES } from "~/constants/cities";
import { TIMING } from "~/constants/site";
import type { CityFigures } from "~/features/cities/count-city-figures.server";
import { AuditionCard } from "~/features/postings/kinds/audition/components/audition-card";
import type { AuditionCard as AuditionCardData } from "~/features/postings/kinds/audition/list-auditions.server";
import { JobCard } from "~/features/postings/kinds/job/components/job-card";
import { JOB_MESSAGES } from "~/features/postings/kinds/job/job-messages";
import type { JobCard as JobCardData } from "~/features/postings/kinds/job/list-jobs.server";
import { ProjectCard } from "~/features/postings/kinds/project/components/project-card";
import type { ProjectCard as ProjectCardData } from "~/features/postings/kinds/project/list-projects.server";
import { CITY_TABS, type CityTab } from "../city-tabs";

type Props = {
  city: {
    id: string;
    name: string;
    state: string;
    description: string;
    imageUrl: string;
  };
  /** Counted by countCityFigures, as on the home page's city cards. */
  figures: CityFigures;
  tab: CityTab;
  jobs: JobCardData[];
  jobCount: number;
  moreJobs: boolean;
  auditions: AuditionCardData[];
  auditionCount: number;
  projects: ProjectCardData[];
  now: string;
  /** The route's own controls: Save on each card. */
  jobActions?: (job: JobCardData) => ReactNode;
  auditionActions?: (audition: AuditionCardData) => ReactNode;
  projectActions?: (project: ProjectCardData) => ReactNode;
  /** Share for the city itself. */
  share?: ReactNode;
};

const tabPath = (cityId: string, tab: CityTab) =>
  `/city-opportunities?city=${encodeURIComponent(cityId)}${tab === "all" ? "" : `&tab=${tab}`}`;

/** City opportunities (spec part 1): one city's jobs, auditions and collaborations, with its counts from the database. */
export function CityOpportunitiesPage(props: Props) {
  const { city, tab, figures } = props;
  const { talent } = figures;
  return (
    <>
      <section className="relative overflow-hidden bg-hero py-10 text-white sm:py-14">
        <img src={city.imageUrl} alt="" className="absolute inset-0 size-full object-cover opacity-20" />
        <div className="relative mx-auto grid max-w-[1400px] gap-5 px-4 sm:px-6">
          <CitySelector city={city} tab={tab} />
          <div>
            <p className="flex items-center gap-1 text-sm text-white/85">
              <Icon name="map-pin" className="size-4" /> {city.state}
            </p>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Opportunities in {city.name}</h1>
            <p className="mt-2 max-w-3xl text-white/90">{city.description}</p>
          </div>
          <dl className="flex flex-wrap gap-x-8 gap-y-2">
            <Fact label="Talent" value={talent} />
            <Fact label="Productions" value={figures.productions} />
            <Fact label="Opportunities" value={figures.opportunities} />
          </dl>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="hero">
              <Link to={`/city-auditions/${city.id}`}>
                <Icon name="calendar-clock" className="size-4" /> Auditions in {city.name}
              </Link>
            </Button>
            <Button
              asChild
              variant="outline"
              className="border-white/60 bg-transparent text-white hover:bg-white/10"
            >
              <Link to="/jobs/create">
                <Icon name="plus" className="size-4" /> Post a Job
              </Link>
            </Button>
            {props.share}
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-[1400px] grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:px-6">
        <TabLinks
          label="Opportunity kinds"
          tabs={CITY_TABS.map((option) => ({
            key: option.value,
            label: option.label,
            to: tabPath(city.id, option.value),
            current: tab === option.value,
          }))}
        />
        {tab === "all" || tab === "jobs" ? <JobsSection {...props} /> : null}
        {tab === "all" || tab === "auditions" ? <AuditionsSection {...props} /> : null}
        {tab === "all" || tab === "collaborations" ? <CollaborationsSection {...props} /> : null}
        <section className="grid gap-3 rounded-2xl border bg-card p-6 text-center sm:p-10">
          <Icon name="users" className="mx-auto size-8 text-primary" />
          <h2 className="text-2xl font-semibold">Find Talent in {city.name}</h2>
          <p className="text-muted-foreground">
            {talent === 1 ? "1 professional lists" : `${talent} professionals list`} {city.name} on their
            profile.
          </p>
          <div>
            <Button asChild>
              <Link to={`/discover?city=${encodeURIComponent(city.id)}`}>Browse talent in {city.name}</Link>
            </Button>
          </div>
        </section>
      </div>
    </>
  );
}

/**
 * The city picker: the address changes (and the page scrolls to the top), with the toast of spec part 1,
 * section 8 ("City changed"). Without JavaScript, a form.
 */
function CitySelector({ city, tab }: { city: Props["city"]; tab: CityTab }) {
  const navigate = useNavigate();
  return (
    <Form method="get" action="/city-opportunities" className="flex flex-wrap items-end gap-2">
      {tab === "all" ? null : <input type="hidden" name="tab" value={tab} />}
      <div className="grid gap-1">
        <Label htmlFor="city-choice" className="text-white/90">
          City
        </Label>
        <NativeSelect
          id="city-choice"
          name="city"
          value={city.id}
          className="min-w-48 bg-background text-foreground"
          onChange={(event) => {
            const next = CITIES.find((option) => option.id === event.target.value);
            if (!next) return;
            navigate(tabPath(next.id, tab));
            toast.success("City changed", {
              description: `Showing opportunities in ${next.name}`,
              duration: TIMING.pageToastMs,
            });
          }}
        >
          {COUNTRIES.map((country) => (
            <optgroup key={country} label={country}>
              {CITIES.filter((option) => option.country === country).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </div>
      <noscript>
        <Button type="submit" variant="hero">
          Show
        </Button>
      </noscript>
    </Form>
  );
}

const number = new Intl.NumberFormat("en-IN");

function Fact({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-sm text-white/80">{label}</dt>
      <dd className="text-2xl font-bold">{number.format(value)}</dd>
    </div>
  );
}

function SectionHeader({
  id,
  icon,
  title,
  viewAll,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  viewAll?: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
        <span className="text-primary">{icon}</span> {title}
      </h2>
      {viewAll ? (
        <Link to={viewAll} className="text-sm font-medium text-primary hover:underline">
          View All <span className="sr-only">{title}</span>
        </Link>
      ) : null}
    </div>
  );
}

function JobsSection({ city, jobs, jobCount, moreJobs, now, jobActions }: Props) {
  return (
    <section className="grid gap-4" aria-labelledby="city-jobs">
      <SectionHeader
        id="city-jobs"
        icon={<Icon name="briefcase" className="size-5" />}
        title={`Jobs in ${city.name} (${moreJobs ? `${jobCount}+` : jobCount})`}
        viewAll={`/jobs?city=${encodeURIComponent(city.id)}`}
      />
      {jobs.length > 0 ? (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard
                job={job}
                now={now}
                actions={jobActions?.(job)}
                onApply={() => toast.success(JOB_MESSAGES.applicationStarted)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Empty>No jobs found in {city.name} at the moment.</Empty>
      )}
    </section>
  );
}

function AuditionsSection({ city, auditions, auditionCount, now, auditionActions }: Props) {
  return (
    <section className="grid gap-4" aria-labelledby="city-auditions">
      <SectionHeader
        id="city-auditions"
        icon={<Icon name="calendar-clock" className="size-5" />}
        title={`Auditions in ${city.name} (${auditionCount})`}
        viewAll={`/auditions?city=${encodeURIComponent(city.id)}`}
      />
      {auditions.length > 0 ? (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {auditions.map((audition) => (
            <li key={audition.id}>
              <AuditionCard audition={audition} now={now} actions={auditionActions?.(audition)} />
            </li>
          ))}
        </ul>
      ) : (
        <Empty>No auditions found in {city.name} at the moment.</Empty>
      )}
    </section>
  );
}

/** The city's open collaboration projects, the newest first; each card shows three "looking for" tags, then +N. */
function CollaborationsSection({ city, projects, now, projectActions }: Props) {
  return (
    <section className="grid gap-4" aria-labelledby="city-collaborations">
      <SectionHeader
        id="city-collaborations"
        icon={<Icon name="clapperboard" className="size-5" />}
        title={`Collaborations in ${city.name}`}
        viewAll={`/collaboration?city=${encodeURIComponent(city.id)}`}
      />
      {projects.length > 0 ? (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} now={now} actions={projectActions?.(project)} />
            </li>
          ))}
        </ul>
      ) : (
        <Empty>No collaborations found in {city.name} at the moment.</Empty>
      )}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
