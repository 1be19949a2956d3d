import { ArrowRight, Clapperboard, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";

export const SPOTLIGHT_CITY_COUNT = 3;

type SpotlightCity = {
  id: string;
  name: string;
  state: string;
  description: string;
  imageUrl: string;
  talentCount: number;
  productionsCount: number;
  opportunitiesCount: number;
};

const number = new Intl.NumberFormat("en-IN");

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
          <Link
            to="/city-opportunities"
            className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
          >
            All cities <ArrowRight className="size-4" aria-hidden />
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
                <dl className="grid grid-cols-3 gap-2 text-center text-sm">
                  <div className="flex flex-col-reverse items-center rounded-lg bg-muted p-2">
                    <dt className="text-xs text-muted-foreground">Talent</dt>
                    <dd className="flex flex-col items-center font-semibold">
                      <Users className="size-4 text-primary" aria-hidden />
                      {number.format(city.talentCount)}
                    </dd>
                  </div>
                  <div className="flex flex-col-reverse items-center rounded-lg bg-muted p-2">
                    <dt className="text-xs text-muted-foreground">Productions</dt>
                    <dd className="flex flex-col items-center font-semibold">
                      <Clapperboard className="size-4 text-primary" aria-hidden />
                      {number.format(city.productionsCount)}
                    </dd>
                  </div>
                  <div className="flex flex-col-reverse items-center rounded-lg bg-muted p-2">
                    <dt className="text-xs text-muted-foreground">Opportunities</dt>
                    <dd className="flex flex-col items-center font-semibold">
                      <Sparkles className="size-4 text-primary" aria-hidden />
                      {number.format(city.opportunitiesCount)}
                    </dd>
                  </div>
                </dl>
                <Link
                  to={`/city-opportunities?city=${city.id}`}
                  className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
                >
                  Opportunities in {city.name} <ArrowRight className="size-4" aria-hidden />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
