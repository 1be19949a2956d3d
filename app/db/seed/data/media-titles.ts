import type { mediaTitles } from "../../schema";

/** The spec's four media library entries (part 2, section 9); titles are fictional. */
export const SAMPLE_MEDIA_TITLES: (typeof mediaTitles.$inferInsert)[] = [
  {
    id: "monsoon-letters",
    title: "Monsoon Letters",
    type: "movie",
    year: 2023,
    description: "Two strangers in Mumbai exchange letters through one monsoon. A Hindi feature.",
  },
  {
    id: "the-thanjavur-house",
    title: "The Thanjavur House",
    type: "movie",
    year: 2021,
    description: "A family gathers in their ancestral home for one last harvest festival. A Tamil feature.",
  },
  {
    id: "crime-beat-mumbai",
    title: "Crime Beat Mumbai",
    type: "series",
    year: 2022,
    description: "An eight-episode police procedural set in the city's night shift.",
  },
  {
    id: "kabaddi-nights",
    title: "Kabaddi Nights",
    type: "ott",
    year: 2024,
    description: "A streaming drama about a village kabaddi team's unlikely run to the national league.",
  },
];
