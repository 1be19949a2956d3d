/**
 * The feed's sample posts (spec part 2: feed posts with likes, comments and
 * shares), by the sample accounts. `likes` and `shares` stand for engagement
 * from before the site opened, so one post is already trending (more than
 * 200 likes); the comments are real rows by sample accounts.
 */
export const SAMPLE_FEED_POSTS: {
  author: string;
  hoursAgo: number;
  category: string;
  body: string;
  videoUrl?: string;
  likes: number;
  shares: number;
  comments: { author: string; text: string }[];
}[] = [
  {
    author: "aarav-malhotra",
    hoursAgo: 2,
    category: "Film",
    body: "Wrapped the last night shoot of Crime Beat Mumbai season two. Forty nights on the streets of Dongri, and the crew never once let the energy drop. Thank you all.",
    likes: 342,
    shares: 41,
    comments: [
      { author: "meera-raghunathan", text: "What a season. Proud of every one of you." },
      { author: "vikram-reddy", text: "Those Dongri rooftops at 4 am. Worth every minute." },
    ],
  },
  {
    author: "ananya-iyer",
    hoursAgo: 6,
    category: "Music",
    body: "Recording strings for Monsoon Letters' soundtrack album today. Here's a first listen of the main theme.",
    videoUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
    likes: 128,
    shares: 12,
    comments: [{ author: "ishita-banerjee", text: "Goosebumps. Can't wait to sing on the reprise." }],
  },
  {
    author: "farhan-qureshi",
    hoursAgo: 20,
    category: "Content Creation",
    body: "Casting tip: send a self-tape in natural light, one take per scene, and slate with your name, height and city. That is all we need to call you in.",
    likes: 96,
    shares: 30,
    comments: [{ author: "aarav-malhotra", text: "Saving this for every actor I mentor." }],
  },
  {
    author: "sanya-bhatt",
    hoursAgo: 30,
    category: "Dance",
    body: "Rehearsals for Shor Gully's wedding number: sixty dancers, one narrow lane, and a brass band that never stops. Choreographing in tight spaces is its own art.",
    likes: 211,
    shares: 19,
    comments: [],
  },
  {
    author: "kabir-sengupta",
    hoursAgo: 52,
    category: "Film",
    body: "Draft nine of The Last Local is done. The ending finally knows what it wants to say.",
    likes: 57,
    shares: 3,
    comments: [{ author: "rohit-sabharwal", text: "Send it over. Table read next week?" }],
  },
  {
    author: "tanvi-deshmukh",
    hoursAgo: 80,
    category: "Television",
    body: "Foley session for a new series: a coconut, a wet towel and a bag of gravel made a whole monsoon chase. Sound design is mostly kitchen supplies.",
    likes: 74,
    shares: 8,
    comments: [],
  },
];
