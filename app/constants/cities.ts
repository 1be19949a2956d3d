/**
 * Cities people work in. The six Indian cities and their figures (talent,
 * productions, opportunities) come from the spec (part 1, section 9); the
 * United States and United Kingdom cities back the home page's country picker
 * and carry small figures of our own.
 *
 * This list is the one place a city is edited: every start-up brings the
 * `cities` table in step with it (app/db/reference-data.server.ts, decision 026).
 */
export const COUNTRIES = ["India", "United States", "United Kingdom"] as const;
export type Country = (typeof COUNTRIES)[number];

export type CityDefinition = {
  /** URL slug: the name in lower case with spaces replaced by hyphens. */
  id: string;
  name: string;
  state: string;
  country: Country;
  description: string;
  imageUrl: string;
  talentCount: number;
  productionsCount: number;
  opportunitiesCount: number;
};

const imageFor = (id: string) => `/images/cities/${id}.svg`;

export const CITIES: readonly CityDefinition[] = [
  {
    id: "mumbai",
    name: "Mumbai",
    state: "Maharashtra",
    country: "India",
    description:
      "Home of Bollywood, Mumbai is the centre of Hindi cinema, television and the advertising industry, with studios and production houses from Film City in Goregaon to Andheri.",
    imageUrl: imageFor("mumbai"),
    talentCount: 1250,
    productionsCount: 78,
    opportunitiesCount: 132,
  },
  {
    id: "delhi",
    name: "Delhi",
    state: "Delhi",
    country: "India",
    description:
      "Delhi has a strong theatre tradition anchored by the National School of Drama, and is a major base for ad films, documentaries and news broadcasting.",
    imageUrl: imageFor("delhi"),
    talentCount: 980,
    productionsCount: 45,
    opportunitiesCount: 87,
  },
  {
    id: "chennai",
    name: "Chennai",
    state: "Tamil Nadu",
    country: "India",
    description:
      "Chennai is the home of Kollywood, the Tamil film industry, and a long-standing hub for film music, dubbing and post-production.",
    imageUrl: imageFor("chennai"),
    talentCount: 875,
    productionsCount: 92,
    opportunitiesCount: 104,
  },
  {
    id: "hyderabad",
    name: "Hyderabad",
    state: "Telangana",
    country: "India",
    description:
      "Hyderabad is the centre of Tollywood, the Telugu film industry, with large studio complexes such as Ramoji Film City and a growing VFX sector.",
    imageUrl: imageFor("hyderabad"),
    talentCount: 760,
    productionsCount: 68,
    opportunitiesCount: 93,
  },
  {
    id: "kolkata",
    name: "Kolkata",
    state: "West Bengal",
    country: "India",
    description:
      "Kolkata is the home of Bengali cinema, centred on the Tollygunge studios, with a rich tradition of parallel cinema, theatre and music.",
    imageUrl: imageFor("kolkata"),
    talentCount: 650,
    productionsCount: 55,
    opportunitiesCount: 78,
  },
  {
    id: "bangalore",
    name: "Bangalore",
    state: "Karnataka",
    country: "India",
    description:
      "Bangalore is the base of Kannada cinema, known as Sandalwood, and a busy centre for ad films, animation and digital content studios.",
    imageUrl: imageFor("bangalore"),
    talentCount: 820,
    productionsCount: 42,
    opportunitiesCount: 95,
  },
  {
    id: "los-angeles",
    name: "Los Angeles",
    state: "California",
    country: "United States",
    description:
      "Los Angeles is the heart of Hollywood, where Indian-origin actors, writers and crew work on studio films, streaming series and South Asian diaspora projects.",
    imageUrl: imageFor("los-angeles"),
    talentCount: 110,
    productionsCount: 14,
    opportunitiesCount: 24,
  },
  {
    id: "new-york",
    name: "New York",
    state: "New York",
    country: "United States",
    description:
      "New York's theatre, independent film and television scene offers work for South Asian performers and crew, from off-Broadway stages to streaming productions.",
    imageUrl: imageFor("new-york"),
    talentCount: 85,
    productionsCount: 10,
    opportunitiesCount: 18,
  },
  {
    id: "atlanta",
    name: "Atlanta",
    state: "Georgia",
    country: "United States",
    description:
      "Atlanta has become a major production centre for film and television, with large studio lots and steady demand for crew.",
    imageUrl: imageFor("atlanta"),
    talentCount: 45,
    productionsCount: 7,
    opportunitiesCount: 11,
  },
  {
    id: "london",
    name: "London",
    state: "England",
    country: "United Kingdom",
    description:
      "London hosts major film studios and a large South Asian creative community, and is a frequent location for Indian film shoots and co-productions.",
    imageUrl: imageFor("london"),
    talentCount: 95,
    productionsCount: 12,
    opportunitiesCount: 20,
  },
  {
    id: "manchester",
    name: "Manchester",
    state: "England",
    country: "United Kingdom",
    description:
      "Manchester and nearby MediaCityUK in Salford are a hub for British television, radio and digital production.",
    imageUrl: imageFor("manchester"),
    talentCount: 40,
    productionsCount: 5,
    opportunitiesCount: 9,
  },
];
