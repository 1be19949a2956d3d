/**
 * The news page's sample items (spec part 2: news with likes, dislikes,
 * comments and shares), from the Rangmanch newsroom. The figures stand for
 * reactions from before the site opened; one item is trending (over 50 likes).
 */
export const SAMPLE_NEWS: {
  hoursAgo: number;
  title: string;
  body: string;
  source: string;
  category: "film" | "television" | "music" | "theater" | "dance";
  staticImageUrl?: string;
  imageCaption?: string;
  videoUrl?: string;
  likes: number;
  dislikes: number;
  shares: number;
}[] = [
  {
    hoursAgo: 3,
    title: "Mumbai Film Festival opens submissions for first-time directors",
    body: "The festival's new Debut Lens section will screen twelve first features by Indian directors, with a mentoring lab for the selected teams. Submissions close on 15 January; films in any Indian language are eligible, with English subtitles.",
    source: "Rangmanch Newsroom",
    category: "film",
    staticImageUrl: "/images/categories/directing.svg",
    imageCaption: "Debut Lens will screen twelve first features.",
    likes: 86,
    dislikes: 2,
    shares: 24,
  },
  {
    hoursAgo: 9,
    title: "Streaming platforms commission a record number of regional series",
    body: "Marathi, Bengali and Malayalam series lead the year's commissions, with writers' rooms now staffed in Pune, Kolkata and Kochi. Casting directors say demand for bilingual actors has doubled.",
    source: "Screen Trade Weekly",
    category: "television",
    likes: 41,
    dislikes: 5,
    shares: 9,
  },
  {
    hoursAgo: 26,
    title: "Watch: behind the scenes of a live orchestral film score",
    body: "A sixty-piece orchestra recorded the score of a new Tamil feature live to picture in Chennai. The composer explains why she chose to record every cue in a single take.",
    source: "Rangmanch Newsroom",
    category: "music",
    videoUrl: "https://www.youtube-nocookie.com/embed/ScMzIvxBSi4",
    likes: 33,
    dislikes: 0,
    shares: 6,
  },
  {
    hoursAgo: 50,
    title: "Prithvi Theatre announces its winter festival line-up",
    body: "Fourteen productions in Hindi, English, Marathi and Gujarati run over three weeks, including two new plays developed in the theatre's writers' workshop.",
    source: "Rangmanch Newsroom",
    category: "theater",
    staticImageUrl: "/images/categories/acting.svg",
    imageCaption: "The winter festival runs for three weeks.",
    likes: 27,
    dislikes: 1,
    shares: 4,
  },
  {
    hoursAgo: 75,
    title: "Kathak and contemporary: a new residency pairs classical and modern choreographers",
    body: "Six pairs of choreographers will spend a month together in Bengaluru and present new work at the residency's closing showcase.",
    source: "Dance Circle India",
    category: "dance",
    likes: 19,
    dislikes: 0,
    shares: 3,
  },
];
