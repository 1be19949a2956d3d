import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CITIES } from "~/constants/cities";
import { PROJECT_CATEGORIES } from "~/constants/collaboration";
import { PAY_KINDS } from "~/constants/pay";
import type { FilterCodec } from "~/features/postings/filter-codec";
import {
  AUDITION_FILTER_CODEC,
  AUDITION_FILTERS,
  AUDITION_TABS,
} from "~/features/postings/kinds/audition/audition-filters";
import {
  JOB_CATEGORY_TABS,
  JOB_EXPERIENCE_OPTIONS,
  JOB_FILTER_CODEC,
  JOB_LOCATION_OPTIONS,
  JOB_TYPE_OPTIONS,
  POSTED_WITHIN_OPTIONS,
} from "~/features/postings/kinds/job/job-filters";
import {
  PROJECT_FILTER_CODEC,
  PROJECT_STATUS_OPTIONS,
  PROJECT_TABS,
  ROLE_OPTIONS,
  TEAM_SIZE_OPTIONS,
} from "~/features/postings/kinds/project/project-filters";
import type { PostingKind } from "~/features/postings/posting-kinds";
import { BACKER_FILTER_OPTIONS } from "~/features/productions/backer-filter";
import { urlSlug } from "~/lib/url-slug";

/**
 * Every posting list's filter codec (app/features/postings/filter-codec.ts)
 * held to the same rules, on addresses made of the names and values the
 * lists know, mixed with ones they do not.
 */

const values = (...lists: readonly (readonly { value: string | number }[])[]) =>
  lists.flatMap((list) => list.map((option) => String(option.value)));

/** A list's codec, and each name its address may hold with the values it knows for it. */
type Case = { codec: FilterCodec<unknown>; known: Record<string, string[]> };

const SALARY_FIGURES = ["0", "5000", "20000", "23000", "100000", "250000", "-5", "1e5"];

const CASES: Record<PostingKind, Case> = {
  audition: {
    codec: AUDITION_FILTER_CODEC as FilterCodec<unknown>,
    known: {
      q: ["lead", " dancer  ", "मराठी"],
      ...Object.fromEntries(
        Object.entries(AUDITION_FILTERS).map(([name, options]) => [name, values(options)]),
      ),
      city: values(AUDITION_FILTERS.location),
      tab: values(AUDITION_TABS),
    },
  },
  job: {
    codec: JOB_FILTER_CODEC as FilterCodec<unknown>,
    known: {
      q: ["editor", "sound  mixer"],
      type: values(JOB_TYPE_OPTIONS),
      where: values(JOB_LOCATION_OPTIONS),
      location: CITIES.map((city) => city.name),
      city: CITIES.map((city) => city.id),
      posted: values(POSTED_WITHIN_OPTIONS),
      experience: values(JOB_EXPERIENCE_OPTIONS),
      category: values(JOB_CATEGORY_TABS),
      min: SALARY_FIGURES,
      max: SALARY_FIGURES,
      pay: [...PAY_KINDS, "all", "negotiable"],
      by: values(BACKER_FILTER_OPTIONS),
    },
  },
  project: {
    codec: PROJECT_FILTER_CODEC as FilterCodec<unknown>,
    known: {
      q: ["short film", "kolkata"],
      category: PROJECT_CATEGORIES.map(urlSlug),
      status: values(PROJECT_STATUS_OPTIONS),
      team: values(TEAM_SIZE_OPTIONS),
      role: values(ROLE_OPTIONS),
      city: CITIES.map((city) => city.id),
      by: values(BACKER_FILTER_OPTIONS),
      pay: [...PAY_KINDS, "all", "negotiable"],
      tab: values(PROJECT_TABS),
    },
  },
};

/** An address of the list's own names (and a stranger), mostly with values it knows for each, sometimes not. */
const addressOf = ({ known }: Case) => {
  const pair = fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .constantFrom(...Object.entries(known))
        .chain(([name, good]) => fc.tuple(fc.constant(name), fc.constantFrom(...good))),
    },
    fc.tuple(fc.constantFrom(...Object.keys(known), "page"), fc.string({ maxLength: 12 })),
  );
  return fc.array(pair, { maxLength: 8 }).map((pairs) => new URLSearchParams(pairs));
};

describe.each(Object.entries(CASES))("the %s list's filter codec", (_kind, kindCase) => {
  const { codec } = kindCase;

  it("reads an empty address as its defaults, writes them as nothing, and names no chip", () => {
    expect(codec.parse(new URLSearchParams())).toEqual(codec.defaults);
    expect(codec.search(codec.defaults)).toBe("");
    expect(codec.chips(codec.defaults)).toEqual([]);
  });

  it("writes back what it read, and reads back what it wrote", () => {
    fc.assert(
      fc.property(addressOf(kindCase), (params) => {
        const query = codec.parse(params);
        const search = codec.search(query);
        expect(search === "" || search.startsWith("?")).toBe(true);
        expect(codec.parse(new URLSearchParams(search))).toEqual(query);
        expect(codec.search(codec.parse(new URLSearchParams(search)))).toBe(search);
      }),
      { numRuns: 300 },
    );
  });

  it("names each filter in force once, and each chip's link drops that filter alone", () => {
    fc.assert(
      fc.property(addressOf(kindCase), (params) => {
        const query = codec.parse(params);
        const chips = codec.chips(query);
        expect(new Set(chips.map((chip) => chip.key)).size).toBe(chips.length);
        for (const chip of chips) {
          expect(chip.label.trim()).not.toBe("");
          const left = codec.chips(codec.parse(new URLSearchParams(codec.search(chip.without))));
          expect(left.map((other) => other.key)).toEqual(
            chips.filter((other) => other !== chip).map((other) => other.key),
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it("clears every filter and keeps the words searched", () => {
    fc.assert(
      fc.property(addressOf(kindCase), (params) => {
        const query = codec.parse(params) as { q: string };
        const cleared = codec.cleared(query) as { q: string };
        expect(codec.chips(cleared)).toEqual([]);
        expect(cleared.q).toBe(query.q);
      }),
      { numRuns: 200 },
    );
  });
});
