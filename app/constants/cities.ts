/**
 * Cities people work in: the one list every city choice, filter and search
 * reads. India first: the spec's six (spec part 1, section 9) in its
 * order, then every state and union-territory capital and the film, theatre
 * and music hubs outside them. The United States and United Kingdom cities
 * come last and back only the home page's country picker (spec part 1,
 * section 3: the audition-by-location data); filters and forms offer
 * `INDIAN_CITIES`.
 *
 * No figures here: how many members, productions and opportunities a city
 * has are counted from the data (app/features/cities/city-figures.server.ts).
 *
 * This list is the one place a city is edited: every start-up brings the
 * `cities` table in step with it (app/db/reference-data.server.ts, decision 026).
 */
import type { Country } from "./countries";

export { COUNTRIES, type Country } from "./countries";

export type CityDefinition = {
  /** URL slug: the name in lower case with spaces replaced by hyphens. */
  id: string;
  name: string;
  state: string;
  country: Country;
  description: string;
  imageUrl: string;
};

/** Other names people type for a city ("Bengaluru", "Bombay"); a profile's typed location is matched against them too. */
export const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  mumbai: ["Bombay"],
  delhi: ["New Delhi"],
  chennai: ["Madras"],
  kolkata: ["Calcutta"],
  bangalore: ["Bengaluru"],
  kochi: ["Cochin", "Ernakulam"],
  thiruvananthapuram: ["Trivandrum"],
  kozhikode: ["Calicut"],
  puducherry: ["Pondicherry"],
  gurugram: ["Gurgaon"],
  vadodara: ["Baroda"],
  mysuru: ["Mysore"],
  panaji: ["Panjim", "Goa"],
  visakhapatnam: ["Vizag"],
  guwahati: ["Dispur"],
  varanasi: ["Banaras", "Benares"],
  "port-blair": ["Sri Vijaya Puram"],
};

const imageFor = (id: string) => `/images/cities/${id}.svg`;

/** An Indian city beyond the spec's six (spec part 1, section 9): its slug comes from its name. */
const indian = (name: string, state: string, description: string): CityDefinition => {
  const id = name.toLowerCase().replace(/ /g, "-");
  return { id, name, state, country: "India", description, imageUrl: imageFor(id) };
};

export const CITIES: readonly CityDefinition[] = [
  {
    id: "mumbai",
    name: "Mumbai",
    state: "Maharashtra",
    country: "India",
    description:
      "Home of Bollywood, Mumbai is the centre of Hindi cinema, television and the advertising industry, with studios and production houses from Film City in Goregaon to Andheri.",
    imageUrl: imageFor("mumbai"),
  },
  {
    id: "delhi",
    name: "Delhi",
    state: "Delhi",
    country: "India",
    description:
      "Delhi has a strong theatre tradition anchored by the National School of Drama, and is a major base for ad films, documentaries and news broadcasting.",
    imageUrl: imageFor("delhi"),
  },
  {
    id: "chennai",
    name: "Chennai",
    state: "Tamil Nadu",
    country: "India",
    description:
      "Chennai is the home of Kollywood, the Tamil film industry, and a long-standing hub for film music, dubbing and post-production.",
    imageUrl: imageFor("chennai"),
  },
  {
    id: "hyderabad",
    name: "Hyderabad",
    state: "Telangana",
    country: "India",
    description:
      "Hyderabad is the centre of Tollywood, the Telugu film industry, with large studio complexes such as Ramoji Film City and a growing VFX sector.",
    imageUrl: imageFor("hyderabad"),
  },
  {
    id: "kolkata",
    name: "Kolkata",
    state: "West Bengal",
    country: "India",
    description:
      "Kolkata is the home of Bengali cinema, centred on the Tollygunge studios, with a rich tradition of parallel cinema, theatre and music.",
    imageUrl: imageFor("kolkata"),
  },
  {
    id: "bangalore",
    name: "Bangalore",
    state: "Karnataka",
    country: "India",
    description:
      "Bangalore is the base of Kannada cinema, known as Sandalwood, and a busy centre for ad films, animation and digital content studios.",
    imageUrl: imageFor("bangalore"),
  },
  indian(
    "Pune",
    "Maharashtra",
    "Pune is home to the Film and Television Institute of India and a lively Marathi theatre and film scene.",
  ),
  indian(
    "Kochi",
    "Kerala",
    "Kochi is the working centre of Malayalam cinema, with its studios, editing suites and many of its crews.",
  ),
  indian(
    "Thiruvananthapuram",
    "Kerala",
    "Kerala's capital hosts the International Film Festival of Kerala and the state's film academy and studios.",
  ),
  indian("Kozhikode", "Kerala", "Kozhikode has a long tradition of Malayalam drama, music and film writing."),
  indian(
    "Ahmedabad",
    "Gujarat",
    "Ahmedabad is the centre of Gujarati cinema and theatre, and home to design and animation schools.",
  ),
  indian(
    "Gandhinagar",
    "Gujarat",
    "Gujarat's capital, next to Ahmedabad, with a growing circuit of Gujarati film shoots.",
  ),
  indian("Vadodara", "Gujarat", "Vadodara is known for its fine arts faculty, music and Gujarati theatre."),
  indian("Surat", "Gujarat", "Surat's Gujarati theatre, music and ad-film scene is growing with the city."),
  indian(
    "Jaipur",
    "Rajasthan",
    "Jaipur's forts and palaces are favourite film locations, and the city hosts a literature festival and a film festival.",
  ),
  indian(
    "Udaipur",
    "Rajasthan",
    "Udaipur's lakes and palaces draw film, advertising and wedding-film shoots all year.",
  ),
  indian(
    "Lucknow",
    "Uttar Pradesh",
    "Lucknow is a busy shooting location for Hindi films and series, with a deep tradition of Urdu poetry, theatre and music.",
  ),
  indian(
    "Varanasi",
    "Uttar Pradesh",
    "Varanasi's ghats are among India's most filmed locations, and the city is a centre of Hindustani classical music.",
  ),
  indian(
    "Noida",
    "Uttar Pradesh",
    "Noida's Film City houses news channels, television studios and post-production houses.",
  ),
  indian(
    "Chandigarh",
    "Chandigarh",
    "Chandigarh, with nearby Mohali, is the base of Punjabi cinema and Punjabi music videos.",
  ),
  indian(
    "Amritsar",
    "Punjab",
    "Amritsar is a frequent location for Punjabi and Hindi films and a centre of Punjabi music.",
  ),
  indian(
    "Gurugram",
    "Haryana",
    "Gurugram is a base for ad agencies, digital studios and corporate film production around Delhi.",
  ),
  indian("Bhubaneswar", "Odisha", "Bhubaneswar is the centre of Odia cinema (Ollywood) and of Odissi dance."),
  indian(
    "Guwahati",
    "Assam",
    "Guwahati is the hub of Assamese cinema and of film, theatre and music across the North East.",
  ),
  indian("Patna", "Bihar", "Patna is the centre of Bhojpuri and Maithili film, music and theatre."),
  indian("Ranchi", "Jharkhand", "Ranchi is home to Nagpuri and tribal-language cinema and music."),
  indian("Raipur", "Chhattisgarh", "Raipur is the centre of Chhattisgarhi cinema (Chhollywood)."),
  indian(
    "Bhopal",
    "Madhya Pradesh",
    "Bhopal has a strong theatre culture around Bharat Bhavan and is a popular location for Hindi films and series.",
  ),
  indian(
    "Indore",
    "Madhya Pradesh",
    "Indore is a busy location for Hindi films and series, with a growing music and events scene.",
  ),
  indian(
    "Nagpur",
    "Maharashtra",
    "Nagpur has an active Marathi theatre circuit and a growing regional film scene.",
  ),
  indian(
    "Panaji",
    "Goa",
    "Goa's capital hosts the International Film Festival of India every year, and Goa is a favourite shooting location.",
  ),
  indian(
    "Mysuru",
    "Karnataka",
    "Mysuru's palaces and heritage streets are a common location for Kannada and other Indian films.",
  ),
  indian("Mangaluru", "Karnataka", "Mangaluru is the home of Tulu cinema and of Yakshagana theatre."),
  indian(
    "Coimbatore",
    "Tamil Nadu",
    "Coimbatore is a centre for Tamil film distribution and a frequent shooting location.",
  ),
  indian(
    "Madurai",
    "Tamil Nadu",
    "Madurai is one of Tamil cinema's favourite settings and a centre of Tamil folk arts.",
  ),
  indian(
    "Puducherry",
    "Puducherry",
    "Puducherry's French quarter is a popular location for films, series and advertising shoots.",
  ),
  indian(
    "Visakhapatnam",
    "Andhra Pradesh",
    "Visakhapatnam's beaches and studios make it a common location for Telugu films.",
  ),
  indian(
    "Vijayawada",
    "Andhra Pradesh",
    "Vijayawada is a major centre for Telugu film distribution, theatre and music.",
  ),
  indian("Amaravati", "Andhra Pradesh", "Andhra Pradesh's capital region, between Vijayawada and Guntur."),
  indian(
    "Dehradun",
    "Uttarakhand",
    "Dehradun and the nearby hills are popular locations for Hindi films and series.",
  ),
  indian(
    "Shimla",
    "Himachal Pradesh",
    "Shimla and the Himachal hills are long-standing film and advertising locations.",
  ),
  indian(
    "Srinagar",
    "Jammu and Kashmir",
    "Srinagar's lakes and valleys have drawn film shoots for decades, and Kashmiri music and theatre thrive there.",
  ),
  indian(
    "Jammu",
    "Jammu and Kashmir",
    "Jammu is the winter capital of Jammu and Kashmir, with Dogri theatre and music.",
  ),
  indian(
    "Leh",
    "Ladakh",
    "Leh is the base for the high-altitude locations of many Indian and international films.",
  ),
  indian(
    "Shillong",
    "Meghalaya",
    "Shillong is known as the rock music capital of India, with a Khasi film scene of its own.",
  ),
  indian(
    "Imphal",
    "Manipur",
    "Imphal has a celebrated Manipuri theatre tradition and its own film industry.",
  ),
  indian("Aizawl", "Mizoram", "Aizawl has a lively Mizo music scene and a growing Mizo film industry."),
  indian(
    "Kohima",
    "Nagaland",
    "Kohima hosts the Hornbill Festival, a showcase of Naga music, dance and crafts.",
  ),
  indian(
    "Agartala",
    "Tripura",
    "Agartala is the centre of Kokborok and Bengali film and theatre in Tripura.",
  ),
  indian(
    "Itanagar",
    "Arunachal Pradesh",
    "Itanagar is the capital of Arunachal Pradesh, with a young film and music scene.",
  ),
  indian(
    "Gangtok",
    "Sikkim",
    "Gangtok is a base for Nepali-language film and music and for Himalayan shoots.",
  ),
  indian(
    "Port Blair",
    "Andaman and Nicobar Islands",
    "The islands' capital, a base for beach and underwater shoots.",
  ),
  indian("Kavaratti", "Lakshadweep", "Lakshadweep's capital, on a coral island in the Arabian Sea."),
  indian(
    "Daman",
    "Dadra and Nagar Haveli and Daman and Diu",
    "Daman is the capital of the union territory, with beaches used by film and ad crews.",
  ),
  {
    id: "los-angeles",
    name: "Los Angeles",
    state: "California",
    country: "United States",
    description:
      "Los Angeles is the heart of Hollywood, where Indian-origin actors, writers and crew work on studio films, streaming series and South Asian diaspora projects.",
    imageUrl: imageFor("los-angeles"),
  },
  {
    id: "new-york",
    name: "New York",
    state: "New York",
    country: "United States",
    description:
      "New York's theatre, independent film and television scene offers work for South Asian performers and crew, from off-Broadway stages to streaming productions.",
    imageUrl: imageFor("new-york"),
  },
  {
    id: "atlanta",
    name: "Atlanta",
    state: "Georgia",
    country: "United States",
    description:
      "Atlanta has become a major production centre for film and television, with large studio lots and steady demand for crew.",
    imageUrl: imageFor("atlanta"),
  },
  {
    id: "london",
    name: "London",
    state: "England",
    country: "United Kingdom",
    description:
      "London hosts major film studios and a large South Asian creative community, and is a frequent location for Indian film shoots and co-productions.",
    imageUrl: imageFor("london"),
  },
  {
    id: "manchester",
    name: "Manchester",
    state: "England",
    country: "United Kingdom",
    description:
      "Manchester and nearby MediaCityUK in Salford are a hub for British television, radio and digital production.",
    imageUrl: imageFor("manchester"),
  },
];

/** The cities every filter and form offers: India's (the foreign ones serve only the home page's country picker). */
export const INDIAN_CITIES: readonly CityDefinition[] = CITIES.filter((city) => city.country === "India");

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");
const CITY_BY_NAME = new Map<string, CityDefinition>(
  CITIES.flatMap((city) =>
    [city.name, ...(CITY_ALIASES[city.id] ?? [])].map((name) => [normalise(name), city] as const),
  ),
);

/**
 * The city a typed place names: "Pune", "pune, Maharashtra", "Bengaluru" or
 * "Bombay" (its first comma-separated part, by name or alias, in any case).
 * Undefined for a place we do not list, which stays the member's free text.
 */
export function findCityByName(place: string): CityDefinition | undefined {
  return CITY_BY_NAME.get(normalise(place.split(",")[0] ?? ""));
}

/** A city as a form's picker offers it. */
export type CityOption = { id: string; name: string };
