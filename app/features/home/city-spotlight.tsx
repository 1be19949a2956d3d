import { Icon, type IconName } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";

export const SPOTLIGHT_CITY_COUNT = 3;

type CityCard = { id: string; name: string; state: string; description: string; imageUrl: string };
/** The same figures, counted the same way, as the city's own page (countCityFigures). */
type Figures = { talent: number; productions: number; opportunities: number };
type SpotlightCity = CityCard & { figures: Figures };

/** For the home loader: a city cut down to what its card shows, with its figures. */
export function toSpotlightCity(city: CityCard, figures: Figures): SpotlightCity {
  const { id, name, state, description, imageUrl } = city;
  return { id, name, state, description, imageUrl, figures };
}

const number = new Intl.NumberFormat("en-IN");

const STATS: { label: string; icon: IconName; count: (city: SpotlightCity) => number }[] = [
  { label: "Talent", icon: "users", count: (city) => city.figures.talent },
  { label: "Productions", icon: "clapperboard", count: (city) => city.figures.productions },
  { label: "Opportunities", icon: "sparkles", count: (city) => city.figures.opportunities },
];

export function CitySpotlight({ cities }: { cities: SpotlightCity[] }) {
  return (
    <section className="bg-muted/50 py-16" aria-labelledby="cities-title">
      <div className="mx-auto max-w-[1400px] px-4 sm:px-6">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="cities-title" className="text-3xl font-bold tracking-tight">
              City Spotlight
            </h2>
            <p className="mt-2 text-muted-foreground">Where India's stories are being made right now.</p>
          </div>
          <Link to="/city-opportunities" className="link-arrow">
            All cities <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
        <ul className="grid gap-6 md:grid-cols-3">
          {cities.map((city) => (
            <li key={city.id} className="overflow-hidden rounded-xl border bg-card shadow-sm">
              <img
                src={city.imageUrl}
                alt=""
                className="aspect-[8/5] w-full object-cover"
                loading="lazy"
                width={800}
                height={500}
              />
              <div className="grid gap-3 p-5">
                <div>
                  <h3 className="text-xl font-semibold">{city.name}</h3>
                  <p className="text-sm text-muted-foreground">{city.state}</p>
                </div>
                <p className="line-clamp-3 text-sm text-muted-foreground">{city.description}</p>
                <dl className="city-stats">
                  {STATS.map(({ label, icon, count }) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>
                        <Icon name={icon} className="size-4 text-primary" />
                        {number.format(count(city))}
                      </dd>
                    </div>
                  ))}
                </dl>
                <Link to={`/city-opportunities?city=${city.id}`} className="link-arrow">
                  Opportunities in {city.name} <Icon name="arrow-right" className="size-4" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
