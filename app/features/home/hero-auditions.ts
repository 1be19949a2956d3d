import { useCallback, useRef, useState } from "react";

/** One line of the home page's results panel (app/routes/api/upcoming-auditions.ts). */
export type HeroAudition = { id: number; title: string; date: string; role: string };

/** A city's auditions: the list, not asked for yet (undefined), on its way, or failed. */
export type HeroAuditionsState = HeroAudition[] | undefined | "loading" | "failed";

/**
 * The upcoming auditions of the cities the visitor picks in the hero, each
 * fetched once, when the city is picked (or the search box is first touched,
 * for the city already selected): by the time Find is pressed they are
 * usually here. A failed fetch may be tried again.
 */
export function useHeroAuditions() {
  const [byCity, setByCity] = useState<Record<string, HeroAudition[] | "loading" | "failed">>({});
  const asked = useRef(new Set<string>());

  const prepare = useCallback((cityId: string) => {
    if (!cityId || asked.current.has(cityId)) return;
    asked.current.add(cityId);
    setByCity((current) => ({ ...current, [cityId]: "loading" }));
    fetch(`/api/upcoming-auditions?city=${encodeURIComponent(cityId)}`)
      .then((response) => {
        if (!response.ok) throw new Error(`upcoming auditions: ${response.status}`);
        return response.json() as Promise<{ auditions: HeroAudition[] }>;
      })
      .then(({ auditions }) => setByCity((current) => ({ ...current, [cityId]: auditions })))
      .catch(() => {
        asked.current.delete(cityId);
        setByCity((current) => ({ ...current, [cityId]: "failed" }));
      });
  }, []);

  const auditionsOf = (cityId: string): HeroAuditionsState => byCity[cityId];
  return { prepare, auditionsOf };
}
