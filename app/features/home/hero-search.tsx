import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Label, NativeSelect } from "~/components/ui/input";
import { Link } from "~/components/ui/link";
import { COUNTRIES } from "~/constants/countries";
import { SITE, TIMING } from "~/constants/site";
import { postingPath } from "~/features/postings/posting-path";
import { formatAuditionDate } from "~/lib/dates";
import { urlSlug } from "~/lib/url-slug";
import { type HeroAudition, type HeroAuditionsState, useHeroAuditions } from "./hero-auditions";

/** The picker's cities: their names by country, in the list's order (the home page sends no more). */
export type HeroCityNames = Record<string, string[]>;

export function cityNamesByCountry(cities: { name: string; country: string }[]): HeroCityNames {
  const names: HeroCityNames = {};
  for (const city of cities) {
    names[city.country] = [...(names[city.country] ?? []), city.name];
  }
  return names;
}

/** Each city's slug is its name's (app/constants/cities.test.ts holds every city to it). */
function heroCities(names: HeroCityNames) {
  return Object.entries(names).flatMap(([country, cities]) =>
    cities.map((name) => ({ id: urlSlug(name), name, country })),
  );
}

export function HeroSearch({ cityNames }: { cityNames: HeroCityNames }) {
  const cities = useMemo(() => heroCities(cityNames), [cityNames]);
  const navigate = useNavigate();
  const { prepare, auditionsOf } = useHeroAuditions();
  const citiesOf = (country: string) => cities.filter((city) => city.country === country);
  const [country, setCountry] = useState<string>(COUNTRIES[0]);
  const [cityId, setCityId] = useState(() => citiesOf(COUNTRIES[0])[0]?.id ?? "mumbai");
  const [searchedCityId, setSearchedCityId] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const ids = { country: useId(), city: useId() };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const changeCountry = (next: string) => {
    setCountry(next);
    // A new country starts at its first city.
    const first = citiesOf(next)[0]?.id ?? "";
    setCityId(first);
    setSearchedCityId(null);
    prepare(first);
  };

  const find = () => {
    prepare(cityId);
    setSearchedCityId(cityId);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => navigate(`/city-opportunities?city=${encodeURIComponent(cityId)}`),
      TIMING.homeSearchNavigateMs,
    );
  };

  const selectedCity = cities.find((city) => city.id === cityId);
  const searchedCity = cities.find((city) => city.id === searchedCityId);

  return (
    <section className="bg-hero relative overflow-hidden text-white" aria-labelledby="hero-title">
      <img
        src="/images/hero.svg"
        alt=""
        aria-hidden
        className="absolute inset-0 size-full object-cover opacity-30 mix-blend-screen"
        fetchPriority="high"
      />
      <div className="relative mx-auto grid max-w-[1400px] gap-8 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div className="grid gap-5">
          <h1
            id="hero-title"
            className="text-4xl leading-tight font-extrabold tracking-tight text-balance md:text-5xl lg:text-6xl"
          >
            {SITE.heroTitle}
          </h1>
          <p className="max-w-2xl text-lg text-white/90 md:text-xl">{SITE.tagline}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="hero" size="lg">
              <Link to="/discover">Explore Talent</Link>
            </Button>
            <Button asChild variant="heroOutline" size="lg">
              <Link to="/signup">Join the Network</Link>
            </Button>
          </div>
        </div>

        <div className="rounded-2xl bg-white/10 p-5 shadow-2xl ring-1 ring-white/25 backdrop-blur-md sm:p-6">
          <h2 className="mb-4 flex items-center gap-2 text-xl font-semibold">
            <Icon name="map-pin" className="size-5" /> Find opportunities near you
          </h2>
          <form
            className="grid gap-4"
            // The city already selected (Mumbai at first) is fetched when the visitor reaches for the form.
            onFocus={() => prepare(cityId)}
            onPointerEnter={() => prepare(cityId)}
            onTouchStart={() => prepare(cityId)}
            onSubmit={(event) => {
              event.preventDefault();
              find();
            }}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor={ids.country} className="text-white">
                  Country
                </Label>
                <NativeSelect
                  id={ids.country}
                  value={country}
                  onChange={(event) => changeCountry(event.target.value)}
                  className="bg-white text-gray-900"
                >
                  {COUNTRIES.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid gap-2">
                <Label htmlFor={ids.city} className="text-white">
                  City
                </Label>
                <NativeSelect
                  id={ids.city}
                  value={cityId}
                  onChange={(event) => {
                    setCityId(event.target.value);
                    setSearchedCityId(null);
                    prepare(event.target.value);
                  }}
                  className="bg-white text-gray-900"
                >
                  {citiesOf(country).map((city) => (
                    <option key={city.id} value={city.id}>
                      {city.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
            <Button type="submit" variant="hero" size="lg" className="w-full">
              <Icon name="search" className="size-4" /> Find Opportunities
            </Button>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="heroOutline" size="sm">
                <Link to="/city-opportunities">City Opportunities</Link>
              </Button>
              <Button asChild variant="heroOutline" size="sm">
                <Link to={`/city-auditions/${cityId}`}>Auditions in {selectedCity?.name ?? "your city"}</Link>
              </Button>
            </div>
          </form>

          {searchedCity ? (
            <ResultsPanel cityName={searchedCity.name} auditions={auditionsOf(searchedCity.id)} />
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** After a search: the city's upcoming auditions, or the empty state of spec part 1, section 2 ("Home"). */
function ResultsPanel({ cityName, auditions }: { cityName: string; auditions: HeroAuditionsState }) {
  return (
    <div className="mt-5 rounded-xl bg-white p-4 text-gray-900" role="status" aria-live="polite">
      {auditions === undefined || auditions === "loading" ? (
        <p className="text-sm text-gray-600">Looking for upcoming auditions in {cityName}…</p>
      ) : auditions !== "failed" && auditions.length > 0 ? (
        <>
          <h3 className="mb-2 font-semibold">Upcoming auditions in {cityName}</h3>
          <ul className="grid gap-2">
            {auditions.map((audition) => (
              <AuditionLine key={audition.id} audition={audition} />
            ))}
          </ul>
        </>
      ) : (
        <div className="grid gap-1 text-center">
          <h3 className="font-semibold">
            {auditions === "failed" ? "Upcoming auditions could not be loaded" : "No Upcoming Auditions"}
          </h3>
          <Link to="/auditions" className="text-sm font-medium text-fuchsia-700 hover:underline">
            Explore Other Opportunities
          </Link>
        </div>
      )}
    </div>
  );
}

function AuditionLine({ audition }: { audition: HeroAudition }) {
  return (
    <li className="flex items-start gap-3 rounded-lg bg-gray-50 p-2">
      <Icon name="calendar-days" className="mt-0.5 size-4 shrink-0 text-fuchsia-700" />
      <div>
        <Link to={postingPath({ kind: "audition", id: audition.id })} className="font-medium hover:underline">
          {audition.title}
        </Link>
        <p className="text-sm text-gray-600">
          {audition.role} · {formatAuditionDate(audition.date)}
        </p>
      </div>
    </li>
  );
}
